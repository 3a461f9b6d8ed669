#!/usr/bin/env python3
"""The shape rules of the sources (docs/architecture.md, "Keeping it small").

    check_code_shape.py [--root DIR]

Checks every C++ file under src/ and fails, naming each offender, when
  - a file has more than 400 lines (files named *_table.* are exempt: data),
  - pmccabe cannot parse a file (then it cannot count its functions),
  - a function has more than 80 lines as pmccabe counts them,
  - a class's members are defined out of line (`Name::member(` at the start
    of a line) in a file other than its own pair: the .hpp/.cpp whose stem
    is the stem of the file that declares it (SPREAD lists the classes of
    src/ai and src/cli still spread over more files),
  - a member of App is defined outside src/app/ui/app.hpp and app.cpp,
  - src/app holds anything but CMakeLists.txt and the folders session/ and
    ui/, or a folder's files are not exactly the sources its library lists
    in the folder's CMakeLists.txt (lineup_session, lineup_app),
  - a file of src/app/session includes one of src/app/ui (lineup::session
    is the ImGui-free library under lineup::app),
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
# src/app's folders and the library each one is (its CMakeLists.txt's add_library).
APP_FOLDERS = {"session": "lineup_session", "ui": "lineup_app"}
# Classes whose members are still defined in more files than their own pair:
# the files each may use. The check fails when one no longer needs its entry.
SPREAD = {
    "GomokuSearch": {"src/ai/gomoku/search.cpp", "src/ai/gomoku/selective.cpp"},
    "ThreatBoard": {"src/ai/gomoku/board/threat_board.cpp", "src/ai/gomoku/board/threat_board_queries.cpp"},
    "PbrainEngine": {"src/cli/pbrain.cpp", "src/cli/pbrain_swap2.cpp"},
}


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


# `class Name` or `struct Name` opening a definition (not `class Name;`, not `enum class`).
DECLARED = re.compile(r"^[ \t]*(?:class|struct)[ \t]+(\w+)\b(?![ \t]*;)", re.M)
# An out-of-line member definition: at the start of a line (a return type, then
# `Name::member(`, `Outer::Name::member(`, `Name::~Name(`, `Name::operator==(`).
DEFINED = re.compile(r"^(?![ \t#/*])[^;{}()=\n]*?\b((?:\w+::)*\w+)::(~?\w+|operator[^\s(]*)[ \t]*\(", re.M)


def check_member_files(root, files, problems):
    """Members of a class are defined in its own pair only: in files whose stem
    is the stem of a file declaring it (a name declared in several places may
    be defined in each one's pair)."""
    declared, defined = {}, {}
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace")
        for match in DECLARED.finditer(text):
            declared.setdefault(match.group(1), set()).add(path.stem)
        for match in DEFINED.finditer(text):
            name = match.group(1).split("::")[-1]
            line = text.count("\n", 0, match.start()) + 1
            defined.setdefault(name, {}).setdefault(path, line)
    for name, places in sorted(defined.items()):
        if name not in declared:
            continue  # a namespace's function (`text::tr(`), not a member
        allowed = SPREAD.get(name)
        for path, line in sorted(places.items()):
            where = str(path.relative_to(root))
            if path.stem in declared[name] or (allowed and where in allowed):
                continue
            stems = " or ".join(sorted(declared[name]))
            problems.append(f"{where}:{line}: defines a member of {name} outside its own files ({stems}.hpp/.cpp): "
                            "give the part a class of its own")
    for name in sorted(SPREAD):
        outside = [path for path in defined.get(name, {}) if path.stem not in declared.get(name, set())]
        if not outside:
            problems.append(f"{name}: defined in its own files only now; take it out of SPREAD in this script")


def library_sources(cmake_text, library):
    match = re.search(r"add_library\(\s*%s\s+STATIC\s+([^)]*)\)" % re.escape(library), cmake_text)
    return None if match is None else match.group(1).split()


def check_app_folders(root, problems):
    """src/app is one folder per library, each listing exactly its own files."""
    app = root / "src/app"
    for entry in sorted(app.iterdir()):
        if entry.name != "CMakeLists.txt" and not (entry.is_dir() and entry.name in APP_FOLDERS):
            folders = " and ".join(f"{name}/" for name in sorted(APP_FOLDERS))
            problems.append(f"{entry.relative_to(root)}: src/app holds only CMakeLists.txt and the folders {folders} "
                            "(one per library)")
    for folder, library in sorted(APP_FOLDERS.items()):
        cmake = app / folder / "CMakeLists.txt"
        if not cmake.is_file():
            problems.append(f"{cmake.relative_to(root)}: missing (it defines {library})")
            continue
        listed = library_sources(cmake.read_text(encoding="utf-8"), library)
        if listed is None:
            problems.append(f"{cmake.relative_to(root)}: no add_library({library} STATIC ...)")
            continue
        present = {p.name for p in (app / folder).iterdir() if p.name != "CMakeLists.txt"}
        for name in sorted(present - set(listed)):
            problems.append(f"src/app/{folder}/{name}: not a source of {library} ({cmake.relative_to(root)})")
        for name in sorted(set(listed) - present):
            problems.append(f"{cmake.relative_to(root)}: lists {name}, which is not a file of src/app/{folder}")


def check_session_includes(root, problems):
    for path in sources(root, "src/app/session"):
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            if re.match(r'\s*#\s*include\s+"app/ui/', line):
                problems.append(f"{path.relative_to(root)}:{number}: includes a file of src/app/ui: lineup::session "
                                "does not depend on lineup::app")


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
    check_member_files(root, files, problems)
    check_app_members(root, files, problems)
    check_app_folders(root, problems)
    check_session_includes(root, problems)
    check_engine_connection(root, files, problems)
    check_format(root, sources(root, "src", (".cpp", ".hpp")) + sources(root, "tests", (".cpp", ".hpp")), problems)
    verdict = f"{len(problems)} problems" if problems else f"{len(files)} files, longest function {longest[0]} lines"
    print("\n".join([*problems, f"code shape: {verdict}" + ("" if problems else f" ({longest[1]})")]))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
