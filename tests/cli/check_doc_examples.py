#!/usr/bin/env python3
"""Runs the command lines of docs/cli.md as written (ctest: cli.doc_examples).

Each ```console block of the document is a session: a line "$ COMMAND" is run
by bash (with pipefail, in an empty directory, lineup-cli and pbrain-lineup
first on the PATH), and the lines after it, up to the next "$ " line or the
end of the block, are its standard output. The command must exit with status 0
and print exactly those lines, where a line "..." stands for any number of lines.
Every program or command named by --require must have at least one example,
so an example cannot go missing unnoticed.

  check_doc_examples.py --doc docs/cli.md --cli lineup-cli --pbrain pbrain-lineup
                        --require "play c4-solve convert analyse pbrain-lineup"
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

BLOCK = re.compile(r"^```console\n(.*?)^```$", re.M | re.S)


def sessions(text):
    """[(command, [expected output lines])] of every console block, in order."""
    found = []
    for block in BLOCK.findall(text):
        for line in block.splitlines():
            if line.startswith("$ "):
                found.append((line[2:], []))
            elif found:
                found[-1][1].append(line)
            else:
                raise SystemExit(f"a console block starts with output, not a command: {line!r}")
    return found


def matches(expected, actual):
    """Whether `actual` is `expected` line for line, "..." standing for any lines."""
    if not expected:
        return not actual
    if expected[0] == "...":
        return any(matches(expected[1:], actual[i:]) for i in range(len(actual) + 1))
    return bool(actual) and actual[0].rstrip() == expected[0].rstrip() and matches(expected[1:], actual[1:])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--doc", required=True)
    parser.add_argument("--cli", required=True)
    parser.add_argument("--pbrain", required=True)
    parser.add_argument("--require", default="")
    args = parser.parse_args()

    examples = sessions(open(args.doc, encoding="utf-8").read())
    failures = []
    for name in args.require.split():
        words = [command.split() for command, _ in examples]
        if not any(name in w and (name == "pbrain-lineup" or "lineup-cli" in w) for w in words):
            failures.append(f"no example of {name} in {args.doc}")

    with tempfile.TemporaryDirectory() as work:
        bin_dir = os.path.join(work, "bin")
        os.mkdir(bin_dir)
        os.symlink(os.path.abspath(args.cli), os.path.join(bin_dir, "lineup-cli"))
        os.symlink(os.path.abspath(args.pbrain), os.path.join(bin_dir, "pbrain-lineup"))
        env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""))
        for command, expected in examples:
            if not re.search(r"(^|[|;&(]\s*)(lineup-cli|pbrain-lineup)\b", command):
                failures.append(f"$ {command}: runs neither lineup-cli nor pbrain-lineup")
                continue
            run = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=work, env=env,
                                 capture_output=True, text=True, timeout=600)
            actual = run.stdout.splitlines()
            if run.returncode != 0:
                failures.append(f"$ {command}: exit status {run.returncode}\n{run.stdout}{run.stderr}")
            elif not matches(expected, actual):
                failures.append(f"$ {command}: the output is not the one shown.\nShown:\n" +
                                "\n".join(expected) + "\nPrinted:\n" + run.stdout)
            else:
                print(f"ok: $ {command}")

    for failure in failures:
        print(f"FAILED: {failure}")
    print(f"{len(examples)} examples, {len(failures)} failed")
    return 1 if failures or not examples else 0


if __name__ == "__main__":
    sys.exit(main())
