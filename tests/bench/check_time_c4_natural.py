#!/usr/bin/env python3
"""Checks time_c4_natural.py on a small sample of a natural positions file.

Usage: check_time_c4_natural.py CLI POSITIONS

Runs time_c4_natural.py on the first 2 positions of a few disc counts (cheap
ones: the book's plies and late positions), then checks its report (a row
for each disc count, the right number of positions, median <= p95 <= max)
and every score it wrote against c4-solve: a column's score is minus the
score of the position after that column, "full" for a full column. Times are
never compared with anything. Exit status 1 with the reasons when something
is wrong.
"""
import os
import subprocess
import sys
import tempfile

DISCS = "0,1,3,24,30"
PER = 2
COLS, ROWS = 7, 6


def program(cli):
    return (["node", "--no-experimental-fetch"] if cli.endswith(".js") else []) + [cli]


def sample_of(path):
    wanted, taken, sample = {int(d) for d in DISCS.split(",")}, {}, []
    with open(path) as f:
        for line in f:
            moves = line.strip()
            if len(moves) in wanted and taken.get(len(moves), 0) < PER:
                taken[len(moves)] = taken.get(len(moves), 0) + 1
                sample.append(moves)
    return sample


def expected_answers(cli, positions):
    """Each position's answer as c4-solve scores the positions after its columns."""
    children = [moves + str(col) for moves in positions for col in range(1, COLS + 1)
                if moves.count(str(col)) < ROWS]
    solved = subprocess.run(program(cli) + ["c4-solve"], input="".join(f"{c}\n" for c in children),
                            capture_output=True, text=True, check=True).stdout.split()
    score = dict(zip(children, solved))
    return [" ".join(str(-int(score[moves + str(col)])) if moves + str(col) in score else "full"
                     for col in range(1, COLS + 1)) for moves in positions]


def report_problems(report, sample):
    problems, counts = [], {}
    for moves in sample:
        counts[len(moves)] = counts.get(len(moves), 0) + 1
    rows = [line.split() for line in report.splitlines()[1:]]
    if [int(row[0]) for row in rows] != sorted(counts):
        problems.append(f"report rows for {[row[0] for row in rows]} discs, want {sorted(counts)}")
    for row in rows:
        discs, positions, median, p95, top = int(row[0]), int(row[1]), *map(float, row[2:5])
        if positions != counts.get(discs):
            problems.append(f"{discs} discs: {positions} positions reported, {counts.get(discs)} timed")
        if not 0 <= median <= p95 <= top:
            problems.append(f"{discs} discs: median {median}, p95 {p95}, max {top} out of order")
    return problems


def main():
    cli, path = sys.argv[1], sys.argv[2]
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "time_c4_natural.py")
    sample = sample_of(path)
    with tempfile.TemporaryDirectory() as work:
        scores = os.path.join(work, "scores")
        run = subprocess.run([sys.executable, script, "--per", str(PER), "--discs", DISCS, "--scores", scores,
                              cli, path, "--tt-mb", "4"], capture_output=True, text=True)
        print(run.stdout + run.stderr, end="")
        if run.returncode != 0:
            sys.exit(f"time_c4_natural.py exited with status {run.returncode}")
        with open(scores) as f:
            written = f.read().splitlines()
    problems = report_problems(run.stdout, sample)
    want = [f"{moves} {answer}" for moves, answer in zip(sample, expected_answers(cli, sample))]
    if written != want:
        problems.append("scores written:\n  " + "\n  ".join(written) + "\nc4-solve says:\n  " + "\n  ".join(want))
    for problem in problems:
        print(problem, file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
