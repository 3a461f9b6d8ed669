#!/usr/bin/env python3
"""Checks tests/BAD_INPUT.md row by row (ctest runs this as bad_input_matrix).

Every test a row names must exist, and every input a row quotes is run:

  - An input is a `backticked` span in the row's input cell, with the escapes
    \\n \\r \\t \\\\ and \\xHH; a span followed by " xN" (the multiplication
    sign) is repeated N times. A span starting with "--" is command-line
    options: they apply to the input spans after it in the same cell, or are
    run alone when none follows.
  - The section's heading says where the input goes: the console game, the
    solver filter, the Gomocup engine, the match tools or the desktop game are
    run as programs (input on standard input, a newline added at the end);
    records, links, page options and the computer's request lines go through
    bad_input_probe (tests/harness/bad_input_probe.cpp). Saved data and the
    page API run in the browser (tests/e2e/bad_input.test.js reads this file).
  - The row's behaviour cell says what must be seen: each "quoted" phrase must
    appear in the output (an ellipsis ... stands for any text in between), and
    "exit 1" or "exit 2" means that exit status (otherwise 0).
  - A row citing a console transcript (console/NAME) must find its inputs, line
    by line, in tests/console/NAME.in.

References: suite/Test.Name (GoogleTest in tests/suite/), e2e/file "test name",
native/native_game "test name", console/NAME, fuzz/fuzz_NAME, and ctest names
(cli.something) registered in a CMakeLists.txt.

  check_bad_input.py [--cli lineup-cli --pbrain pbrain-lineup --game lineup --probe bad_input_probe]
Without the programs only the references are checked.
"""
import argparse
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))

# Where each section's inputs go: (program option, fixed arguments, how).
# how: 'stdin' (the input on standard input), 'args' (every span is options),
# 'record' (the input on standard input, and the row's exit status is the one
# a refused input gives: a one-shot converter, not an interactive program).
SECTIONS = {
    "Console game": ("cli", ["play"], "stdin"),
    "Solver filter": ("cli", ["c4-solve", "--tt-mb", "4"], "stdin"),
    "Gomocup engine": ("pbrain", [], "stdin"),
    "Match tools": ("cli", [], "args"),
    "Game records": ("probe", ["record"], "stdin"),
    "Records in other formats": ("cli", ["convert", "--to", "link"], "record"),
    "Links": ("probe", ["link"], "stdin"),
    "The computer's request lines": ("probe", ["request"], "stdin"),
    "Page options": ("probe", ["options"], "stdin"),
    "The environment": ("game", [], "args"),
}
BROWSER_SECTIONS = ("Saved data", "Page API")


def read_sources():
    return {path: open(path, encoding="utf-8").read() for path in glob.glob(os.path.join(ROOT, "**", "*"), recursive=True)
            if os.path.isfile(path) and path.endswith((".cpp", ".js", "CMakeLists.txt"))}


def exists(ref, sources):
    m = re.fullmatch(r"(core|ai|app|cli)/(\w+)\.(\w+)", ref)
    if m:
        suite, test = m.group(2), m.group(3)
        pattern = re.compile(r"TEST(?:_F)?\(\s*%s\s*,\s*%s\s*\)" % (suite, test))
        return any(pattern.search(text) for path, text in sources.items() if f"/{m.group(1)}/" in path)
    m = re.fullmatch(r"(e2e|native)/(\w+) \"(.+)\"", ref)
    if m:
        name = m.group(3).rstrip(".… ")
        return any(name in text for path, text in sources.items() if path.endswith(m.group(2) + ".test.js"))
    m = re.fullmatch(r"console/(\w+)", ref)
    if m:
        return os.path.exists(os.path.join(ROOT, "console", m.group(1) + ".in"))
    m = re.fullmatch(r"fuzz/(fuzz_\w+)", ref)
    if m:
        return os.path.exists(os.path.join(ROOT, "fuzz", m.group(1) + ".cpp"))
    m = re.fullmatch(r"([a-z]+\.\w+)(?: \(ctest\))?", ref)
    if m:
        return any("NAME " + m.group(1) in text for path, text in sources.items() if path.endswith("CMakeLists.txt"))
    return False


def unescape(text):
    out = bytearray()
    i = 0
    while i < len(text):
        c = text[i]
        if c == "\\" and i + 1 < len(text):
            n = text[i + 1]
            if n == "x" and i + 3 < len(text):
                out.append(int(text[i + 2:i + 4], 16))
                i += 4
                continue
            out += {"n": b"\n", "r": b"\r", "t": b"\t", "\\": b"\\"}.get(n, ("\\" + n).encode())
            i += 2
            continue
        out += c.encode("utf-8")
        i += 1
    return bytes(out)


def spans(cell):
    """The cell's inputs: (is_options, bytes). Spans joined by " + " are one input."""
    out = []
    joined = False
    last_end = 0
    for m in re.finditer(r"`([^`]*)`(?:\s*×\s*([\d,]+))?", cell):
        raw = m.group(1)
        data = unescape(raw) * (int(m.group(2).replace(",", "")) if m.group(2) else 1)
        joined = bool(out) and cell[last_end:m.start()].strip() == "+"
        if joined:
            out[-1] = (out[-1][0], out[-1][1] + data)
        else:
            out.append((raw.startswith("--"), data))
        last_end = m.end()
    return out


def expectations(cell):
    """Groups of phrases (any one phrase of a group must be seen; phrases
    written "a" / "b" are one group), and the exit status."""
    groups = []
    last_end = -1
    for m in re.finditer(r"\"([^\"]+)\"", cell):
        phrase = [part for part in m.group(1).split("…") if part.strip()]
        if groups and cell[last_end:m.start()].strip() == "/":
            groups[-1].append(phrase)
        else:
            groups.append([phrase])
        last_end = m.end()
    found = re.search(r"\bexit ([12])\b", cell)
    status = int(found.group(1)) if found else 0
    return groups, status


def seen(output, phrase):
    at = 0
    for part in phrase:
        found = output.find(part, at)
        if found < 0:
            return False
        at = found + len(part)
    return True


def runs(cell, how):
    """(options, stdin) pairs to run for one input cell."""
    items = spans(cell)
    out = []
    options = []
    for i, (is_options, data) in enumerate(items):
        if how == "args":
            out.append((data.decode().split(), b""))
            continue
        if is_options:
            options = data.decode().split()
            if i + 1 == len(items) or items[i + 1][0]:
                out.append((options, None))
            continue
        out.append((options, data))
    return out


def run_row(program, fixed, how, cell, behaviour):
    """Problems found running one row's inputs (a list of sentences)."""
    problems = []
    phrases, status = expectations(behaviour)
    for options, data in runs(cell, how):
        stdin = b"" if data is None else data
        if how in ("stdin", "record") and not program.endswith("bad_input_probe") and not stdin.endswith(b"\n"):
            stdin += b"\n"
        command = [program] + fixed + options
        try:
            done = subprocess.run(command, input=stdin, capture_output=True, timeout=120)
        except subprocess.TimeoutExpired:
            problems.append(f"{' '.join(command)} with {stdin[:60]!r}: no answer within 120 s")
            continue
        output = (done.stdout + done.stderr).decode("utf-8", "replace")
        what = f"{' '.join(command)} with {stdin[:60]!r}"
        expected_status = status if (data is None or how in ("args", "record")) else 0
        if done.returncode != expected_status:
            problems.append(f"{what}: exit status {done.returncode}, expected {expected_status}")
        for group in phrases:
            if not any(seen(output, phrase) for phrase in group):
                wanted = " or ".join('"' + "…".join(phrase) + '"' for phrase in group)
                problems.append(f"{what}: no {wanted} in the output:\n    " + output[-600:].replace("\n", "\n    "))
    return problems


def main():
    parser = argparse.ArgumentParser()
    for name in ("cli", "pbrain", "game", "probe"):
        parser.add_argument(f"--{name}")
    programs = vars(parser.parse_args())
    run_inputs = all(programs.values())
    sources = read_sources()
    text = open(os.path.join(ROOT, "BAD_INPUT.md"), encoding="utf-8").read()
    missing, failures = [], []
    checked = ran = 0
    section = None
    for line in text.splitlines():
        if line.startswith("## "):
            section = next((s for s in list(SECTIONS) + list(BROWSER_SECTIONS) if line[3:].startswith(s)), None)
            if section is None:
                failures.append(f"BAD_INPUT.md: the section '{line[3:]}' has no runner in check_bad_input.py")
            continue
        if not line.startswith("|") or set(line) <= set("|-: "):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells[0] in ("kind", "fault"):
            continue
        refs = [r.strip() for r in re.split(r",\s*(?=(?:core|ai|app|cli|e2e|native|console|fuzz)/|[a-z]+\.\w+)", cells[-1])
                if r.strip()]
        for ref in refs:
            checked += 1
            if not exists(ref, sources):
                missing.append(ref)
        if len(cells) < 4:
            continue
        # A transcript cited for an input holds that input.
        for ref in refs:
            m = re.fullmatch(r"console/(\w+)", ref)
            if m and len(refs) == 1:
                lines = open(os.path.join(ROOT, "console", m.group(1) + ".in"), "rb").read().split(b"\n")
                for is_options, data in spans(cells[1]):
                    for want in ([] if is_options else data.rstrip(b"\n").split(b"\n")):
                        if want not in lines:
                            failures.append(f"{ref} is cited for the input {want!r}, which {m.group(1)}.in does not hold")
        if run_inputs and section in SECTIONS and spans(cells[1]):
            option, fixed, how = SECTIONS[section]
            ran += 1
            for problem in run_row(programs[option], fixed, how, cells[1], cells[2]):
                failures.append(f"{section} / {cells[0]}: {problem}")
    if missing:
        failures.append("BAD_INPUT.md names tests that do not exist:\n  " + "\n  ".join(missing))
    for failure in failures:
        print("FAILED:", failure)
    print(f"BAD_INPUT.md: {checked} test references found, {ran} rows' inputs run"
          + ("" if run_inputs else " (no programs given: inputs not run)"))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
