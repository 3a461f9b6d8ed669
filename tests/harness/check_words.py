#!/usr/bin/env python3
"""Docs and comments stand on their own (docs/architecture.md, "Keeping it small").

    check_words.py [--root DIR] [FOLDER ...]      (default folders: docs src)

Reads every text file under the folders (relative to the root) and fails,
printing FILE:LINE: WHAT: TEXT for each finding, when a line holds
  - an issue number: "issue 31", "issues 4", "Issue #27", or "#27" standing
    alone in prose ("(#27)"; colours such as "#202020" and "&#38;" are not);
  - "the seed" meaning the program Lineup grew from (a line that also says
    layout, random, corpus or --seed is about a random seed and is let be);
  - diary words: "this round", "a second/third/next round", "this session",
    "a busy day";
  - a relative path with ../ that leaves the repository when resolved
    against the file's folder, or that names nothing in the repository
    ("../shared/NOTES.md" written from docs/): the repository must read
    without anything beside it.
Prints "words: N files, no findings" when all hold.
"""
import argparse
import pathlib
import re
import sys

TEXT_SUFFIXES = {".md", ".cpp", ".hpp", ".inc", ".h", ".c", ".txt", ".cmake", ".py", ".js", ".sh", ".json"}

PATTERNS = [
    ("an issue number", re.compile(r"\bissues?\s+#?\d+", re.IGNORECASE)),
    ("an issue number", re.compile(r"(?<![\w&#/])#\d{1,5}(?![\w])")),
    ("'the seed'", re.compile(r"\bthe seed\b", re.IGNORECASE)),
    ("a diary word", re.compile(r"\b(?:this|a second|a third|the next|the previous|the third|the second) round\b",
                                re.IGNORECASE)),
    ("a diary word", re.compile(r"\bthis session\b|\ba busy day\b", re.IGNORECASE)),
]
# "the seed" of a random layout is the random generator's seed, not a program.
RANDOM_SEED_CONTEXT = re.compile(r"layout|random|corpus|--seed|\brng\b", re.IGNORECASE)
RELATIVE_PATH = re.compile(r"(?<![\w.])((?:\.\./)+[\w.+-]*(?:/[\w.+-]+)*)")


def text_files(root, folder):
    base = root / folder
    if not base.is_dir():
        return []
    return sorted(p for p in base.rglob("*") if p.is_file() and (p.suffix in TEXT_SUFFIXES or p.name == "CMakeLists.txt"))


def path_problem(root, path, token):
    target = (path.parent / token).resolve()
    if target != root and root not in target.parents:
        return "a path outside the repository"
    if not target.exists():
        return "a path to nothing in the repository"
    return None


def findings(root, path):
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    for number, line in enumerate(lines, start=1):
        for what, pattern in PATTERNS:
            match = pattern.search(line)
            if not match:
                continue
            if what == "'the seed'" and RANDOM_SEED_CONTEXT.search(line):
                continue
            yield number, what, match.group(0)
        for match in RELATIVE_PATH.finditer(line):
            token = match.group(1).rstrip(".,;:")
            problem = path_problem(root, path, token)
            if problem:
                yield number, problem, token


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=pathlib.Path(__file__).resolve().parents[2], type=pathlib.Path)
    parser.add_argument("folders", nargs="*", default=["docs", "src"])
    args = parser.parse_args()
    root = args.root.resolve()
    files = [p for folder in args.folders for p in text_files(root, folder)]
    if not files:
        print(f"words: no text files under {', '.join(args.folders)} in {root}")
        return 1
    count = 0
    for path in files:
        for number, what, text in findings(root, path):
            print(f"{path.relative_to(root)}:{number}: {what}: {text}")
            count += 1
    if count:
        print(f"{count} finding(s): write what is true now, without issue numbers, history or paths outside the repository")
        return 1
    print(f"words: {len(files)} files, no findings")
    return 0


if __name__ == "__main__":
    sys.exit(main())
