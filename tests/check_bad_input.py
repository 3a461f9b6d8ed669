#!/usr/bin/env python3
"""Checks that every test tests/BAD_INPUT.md names exists (ctest runs this).

References: suite/Test.Name (GoogleTest in tests/suite/), suite/Test.* is not
allowed (name the test), e2e/file "test name", native/native_game "test name",
console/NAME (tests/console/NAME.in), fuzz/fuzz_NAME, and ctest names
(cli.something) registered in a CMakeLists.txt.
"""
import glob
import os
import re
import sys

root = os.path.dirname(os.path.abspath(__file__))
matrix = open(os.path.join(root, "BAD_INPUT.md"), encoding="utf-8").read()
rows = [line for line in matrix.splitlines() if line.startswith("|") and not set(line) <= set("|-: ")]
sources = {path: open(path, encoding="utf-8").read() for path in glob.glob(os.path.join(root, "**", "*"), recursive=True)
           if os.path.isfile(path) and path.endswith((".cpp", ".js", "CMakeLists.txt"))}
missing, checked = [], 0


def exists(ref):
    m = re.fullmatch(r"(core|ai|app|cli)/(\w+)\.(\w+)", ref)
    if m:
        suite, test = m.group(2), m.group(3)
        pattern = re.compile(r"TEST\(\s*%s\s*,\s*%s\s*\)" % (suite, test))
        return any(pattern.search(text) for path, text in sources.items() if f"/{m.group(1)}/" in path)
    m = re.fullmatch(r"(e2e|native)/(\w+) \"(.+)\"", ref)
    if m:
        name = m.group(3).rstrip(".… ")
        return any(name in text for path, text in sources.items() if path.endswith(m.group(2) + ".test.js"))
    m = re.fullmatch(r"console/(\w+)", ref)
    if m:
        return os.path.exists(os.path.join(root, "console", m.group(1) + ".in"))
    m = re.fullmatch(r"fuzz/(fuzz_\w+)", ref)
    if m:
        return os.path.exists(os.path.join(root, "fuzz", m.group(1) + ".cpp"))
    m = re.fullmatch(r"([a-z]+\.\w+)(?: \(ctest\))?", ref)
    if m:
        return any("NAME " + m.group(1) in text for path, text in sources.items() if path.endswith("CMakeLists.txt"))
    return False


for row in rows[1:]:
    cells = [c.strip() for c in row.strip("|").split("|")]
    if cells[0] in ("kind", "fault"):
        continue
    refs = cells[-1]
    for ref in re.split(r",\s*(?=(?:core|ai|app|cli|e2e|native|console|fuzz)/|[a-z]+\.\w+)", refs):
        ref = ref.strip()
        if not ref:
            continue
        checked += 1
        if not exists(ref):
            missing.append(ref)

if missing:
    print("BAD_INPUT.md names tests that do not exist:\n  " + "\n  ".join(missing))
    sys.exit(1)
print(f"BAD_INPUT.md: {checked} test references, all found")
