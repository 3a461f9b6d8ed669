#!/usr/bin/env python3
"""Counts one stage of ./test.sh honestly, from what the test runner wrote.

  report.py ctest STAGE JUNIT_XML EXIT_STATUS   (ctest --output-junit)
  report.py node  STAGE TAP_LOG   EXIT_STATUS   (node --test --test-reporter=tap)

Prints one line per problem ("FAILED: STAGE: what") and, last, the counts as
"COUNTS passed failed skipped". The verdict never rests on one signal alone:
  - a test that failed, timed out or did not run is a failure;
  - a skipped test is a skip only when tests/harness/expected-skips.txt names
    it for this stage (with the reason); any other skip is a failure;
  - a runner that exited non-zero is a failure even when no test says so;
  - a run that found no tests at all, or (node) cancelled any, is a failure;
  - a missing or unreadable report is a failure.
"""
import fnmatch
import os
import re
import sys
import xml.etree.ElementTree as ElementTree

HERE = os.path.dirname(os.path.abspath(__file__))


def expected_skips(stage):
    """(pattern, reason) pairs from expected-skips.txt for `stage`."""
    out = []
    with open(os.path.join(HERE, "expected-skips.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            parts = line.split(None, 2)
            if len(parts) < 3:
                sys.exit(f"expected-skips.txt: '{line}' needs a stage, a test name and a reason")
            if parts[0] == stage:
                out.append((parts[1], parts[2]))
    return out


class Tally:
    def __init__(self, stage):
        self.stage = stage
        self.passed = self.failed = self.skipped = 0
        self.allowed = expected_skips(stage)

    def fail(self, what):
        self.failed += 1
        print(f"FAILED: {self.stage}: {what}")

    def skip(self, name, why):
        if any(fnmatch.fnmatchcase(name, pattern) for pattern, _ in self.allowed):
            self.skipped += 1
        else:
            self.fail(f"{name} was skipped ({why}) and tests/harness/expected-skips.txt does not expect it")

    def runner_status(self, status, runner):
        if status != 0 and self.failed == 0:
            self.fail(f"{runner} exited with status {status} although no test reported a failure")

    def finish(self):
        print(f"COUNTS {self.passed} {self.failed} {self.skipped}")


def ctest(tally, junit, status):
    try:
        suite = ElementTree.parse(junit).getroot()
    except (OSError, ElementTree.ParseError) as error:
        tally.fail(f"no ctest report ({error})")
        return
    cases = suite.iter("testcase")
    seen = 0
    for case in cases:
        seen += 1
        name = case.get("name", "?")
        state = case.get("status", "")
        skipped = case.find("skipped")
        if state == "run" and case.find("failure") is None:
            tally.passed += 1
        elif state == "fail" or case.find("failure") is not None:
            tally.fail(name)
            output = (case.findtext("system-out") or "").rstrip().splitlines()
            # The reason, as the test printed it: a TAP runner's failed
            # subtests with their error (they can be far from the end), then
            # the end of the output.
            for i, line in enumerate(output):
                if re.match(r"\s*not ok \d+ ", line):
                    for detail in output[i:i + 16]:
                        print(f"    {detail}")
            for line in output[-12:]:
                print(f"    {line}")
        elif skipped is not None:
            why = skipped.get("message") or "skipped"
            # ctest marks a test whose program is missing as not run, too.
            if re.search(r"unable to find|could not find|not found", why, re.I):
                tally.fail(f"{name} did not run ({why})")
            else:
                tally.skip(name, why)
        else:
            tally.fail(f"{name} did not run (status '{state}')")
    if seen == 0:
        tally.fail("ctest found no tests")
    tally.runner_status(status, "ctest")


def tap_error(after):
    """The error of a failed TAP test, from the YAML block that follows its
    line: the message, its place and the first line of the stack in a test
    file (CI keeps only the end of the output, which may not hold the block)."""
    block = re.match(r"\n  ---\n(.*?)\n  \.\.\.$", after, re.S | re.M)
    if not block:
        return []
    lines = block.group(1).splitlines()
    out = []
    for i, line in enumerate(lines):
        if line.startswith("  error: |-"):
            message = []
            for detail in lines[i + 1:]:
                if not detail.startswith("    ") and detail.strip():
                    break
                message.append(detail[4:])
            out += ["error:"] + message[:12]
        elif line.startswith("  error: ") or line.startswith("  location: "):
            out.append(line.strip())
        elif line.startswith("  stack: |-"):
            out += [f"at {frame.strip()}" for frame in lines[i + 1:] if ".test.js:" in frame][:1]
    return [line if len(line) <= 400 else line[:400] + " ..." for line in out]


def node(tally, tap, status):
    try:
        text = open(tap, encoding="utf-8", errors="replace").read()
    except OSError as error:
        tally.fail(f"no test log ({error})")
        return
    summary = {key: int(value) for key, value in re.findall(r"^# (tests|pass|fail|cancelled|skipped|todo) (\d+)$",
                                                           text, re.M)}
    if "tests" not in summary:
        tally.fail("node --test printed no summary (it did not run)")
        return
    # Top-level results: "ok 3 - name # SKIP why" / "not ok 4 - name".
    for match in re.finditer(r"^(ok|not ok) \d+ - (.*?)(?: # (SKIP.*|TODO.*))?$", text, re.M):
        ok, name, directive = match.group(1), match.group(2), match.group(3) or ""
        if ok == "not ok":
            tally.fail(name)
            for line in tap_error(text[match.end():]):
                print(f"    {line}")
        elif directive.startswith("SKIP"):
            tally.skip(name, directive[4:].strip() or "skipped")
        elif directive.startswith("TODO"):
            tally.fail(f"{name} is marked TODO")
        else:
            tally.passed += 1
    if summary["tests"] == 0:
        tally.fail("node --test ran no tests")
    if summary.get("cancelled", 0):
        tally.fail(f"node --test cancelled {summary['cancelled']} test(s) (a hook failed or the file stopped early)")
    if summary.get("fail", 0) > 0 and tally.failed == 0:
        tally.fail(f"node --test counted {summary['fail']} failure(s)")
    tally.runner_status(status, "node --test")


def main(argv):
    if len(argv) != 5 or argv[1] not in ("ctest", "node"):
        sys.exit(__doc__)
    kind, stage, path, status = argv[1], argv[2], argv[3], int(argv[4])
    tally = Tally(stage)
    (ctest if kind == "ctest" else node)(tally, path, status)
    tally.finish()


if __name__ == "__main__":
    main(sys.argv)
