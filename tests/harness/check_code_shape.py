#!/usr/bin/env python3
"""The shape rules of the sources (docs/architecture.md, "Keeping it small").

    check_code_shape.py [--root DIR]

Checks every C++ file under src/ and fails, naming each offender, when
  - a file has more than 400 lines (files named *_table.* are exempt: data),
  - pmccabe cannot parse a file (then it cannot count its functions),
  - a function has more than 80 lines as pmccabe counts them,
  - a member of App is defined outside src/app/ui/app.hpp and app.cpp,
  - a file of src/app other than the engine broker's names the AiService
    (beyond passing one to App's and Session's constructors): the broker is
    the one place that submits to the engine,
  - C++ under src/ or tests/ is not formatted as .clang-format says.
Prints "code shape: N files, longest function L lines (NAME)" when all hold.
"""
import argparse
import pathlib
import re
import shutil
import subprocess
import sys

MAX_FILE_LINES = 400
MAX_FUNCTION_LINES = 80


def sources(root, folder, suffixes=(".cpp", ".hpp", ".inc")):
    return sorted(p for p in (root / folder).rglob("*") if p.suffix in suffixes and p.is_file())


def check_files(root, files, problems):
    for path in files:
        lines = path.read_text(encoding="utf-8", errors="replace").count("\n")
        if lines > MAX_FILE_LINES and "_table." not in path.name:
            problems.append(f"{path.relative_to(root)}: {lines} lines (at most {MAX_FILE_LINES})")


def nested_namespaces_opened(text):
    """pmccabe (1997's C++) skips everything inside `namespace a::b {`: the same
    text with `namespace a { namespace b {` and `}}` at the closing comment,
    line for line, so that the line numbers stay."""
    def opening(match):
        return " ".join(f"namespace {name} {{" for name in match.group(1).split("::"))

    text = re.sub(r"^namespace ((?:\w+::)+\w+) \{", opening, text, flags=re.M)
    return re.sub(r"^\}(\s*// namespace ((?:\w+::)+\w+))", lambda m: "}" * len(m.group(2).split("::")) + m.group(1),
                  text, flags=re.M)


def check_functions(root, files, problems):
    """pmccabe's columns: modified and plain complexity, statements, first line,
    lines, then "file(line): name"."""
    longest = (0, "")
    for path in files:
        if path.suffix == ".inc":
            continue
        text = nested_namespaces_opened(path.read_text(encoding="utf-8", errors="replace"))
        run = subprocess.run(["pmccabe"], input=text, capture_output=True, text=True)
        if run.returncode != 0 or run.stderr.strip():
            problems.append(f"{path.relative_to(root)}: pmccabe cannot parse it ({run.stderr.strip()[:120]})")
            continue
        for row in run.stdout.splitlines():
            fields = row.split("\t")
            if len(fields) < 6:
                continue
            lines, where = int(fields[4]), fields[5]
            name = where.split(": ", 1)[-1]
            if lines > longest[0]:
                longest = (lines, name)
            if lines > MAX_FUNCTION_LINES:
                problems.append(f"{path.relative_to(root)}: {name} has {lines} lines (at most {MAX_FUNCTION_LINES})")
    return longest


def check_app_members(root, files, problems):
    own = {root / "src/app/ui/app.hpp", root / "src/app/ui/app.cpp"}
    member = re.compile(r"^[\w:<>,*& ]*\bApp::\w+\s*\(", re.M)
    for path in files:
        if path in own:
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        for match in member.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            problems.append(f"{path.relative_to(root)}:{line}: defines a member of App outside app.hpp/app.cpp")


def check_engine_connection(root, files, problems):
    own = {root / "src/app/session" / name for name in ("ai_service.hpp", "engine_broker.hpp", "engine_broker.cpp")}
    # App(AiService* ai, ...) and Session(AiService* ai, ...) hand the service on.
    handed_on = re.compile(r"\b(?:App|Session)(?:::(?:App|Session))?\(AiService\* ai\b")
    for path in files:
        if path in own or root / "src/app" not in path.parents:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            code = line.split("//", 1)[0]
            if re.search(r"\bAiService\b", code) and not handed_on.search(code):
                problems.append(f"{path.relative_to(root)}:{number}: names the AiService: ask the engine through an "
                                "EngineClient (app/session/engine_broker.hpp)")


def check_format(root, files, problems):
    run = subprocess.run(["clang-format", "--dry-run", "--Werror", *map(str, files)],
                         capture_output=True, text=True, cwd=root)
    if run.returncode != 0:
        unformatted = sorted({line.split(":", 1)[0] for line in run.stderr.splitlines() if "error:" in line})
        for name in unformatted:
            problems.append(f"{pathlib.Path(name).resolve().relative_to(root)}: not formatted as .clang-format says "
                            "(clang-format -i FILE)")
        if not unformatted:
            problems.append(f"clang-format failed: {run.stderr.strip()[:200]}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=pathlib.Path(__file__).resolve().parents[2], type=pathlib.Path)
    root = parser.parse_args().root.resolve()
    for tool in ("pmccabe", "clang-format"):
        if not shutil.which(tool):
            print(f"code shape: {tool} is not installed (scripts/deps.sh test installs it)")
            return 1
    files = sources(root, "src")
    problems = []
    check_files(root, files, problems)
    longest = check_functions(root, files, problems)
    check_app_members(root, files, problems)
    check_engine_connection(root, files, problems)
    check_format(root, sources(root, "src", (".cpp", ".hpp")) + sources(root, "tests", (".cpp", ".hpp")), problems)
    verdict = f"{len(problems)} problems" if problems else f"{len(files)} files, longest function {longest[0]} lines"
    print("\n".join([*problems, f"code shape: {verdict}" + ("" if problems else f" ({longest[1]})")]))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
