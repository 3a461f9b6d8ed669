#!/usr/bin/env python3
"""Times every column's exact score (`lineup-cli c4-solve --analyse`) per position.

Usage: time_c4_natural.py [--per N] [--discs LIST] [--scores FILE] CLI POSITIONS [C4_SOLVE_OPTION...]

CLI is lineup-cli natively (build/native-release/bin/lineup-cli) or its wasm
build (a path ending in .js, run as `node --no-experimental-fetch CLI`).
POSITIONS has a position a line as 1-based column digits, such as
tests/bench/c4-natural-7x6.txt. One c4-solve process answers them all, one at
a time: the time of a position is from writing its line to reading its
answer, so it includes a pipe round trip (microseconds) and the table stays
warm from the positions before, as in an analysis that follows a game. A first
line nobody times waits for the program to start. Prints per disc count the
positions, the median, 95th percentile (nearest rank) and maximum time, and
the slowest position. --per N takes the first N positions of each disc
count, --discs 0-4,10,20-30 only those counts; --scores FILE writes each
position and its answer. --cpu times the CPU that c4-solve used (user and
system, from /proc, in clock ticks of 10 ms) instead of the elapsed time: on
a machine shared with other work the elapsed time measures the load.
Extra arguments go to c4-solve (--no-book, --book FILE, --tt-mb N).
"""
import argparse
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time


def disc_counts(text):
    """The counts of "0-4,10,20-30"."""
    counts = set()
    for part in text.split(","):
        low, _, high = part.partition("-")
        counts.update(range(int(low), int(high or low) + 1))
    return counts


def read_positions(path, per, counts):
    chosen, taken = [], {}
    with open(path) as f:
        for line in f:
            moves = line.strip()
            discs = len(moves)
            if discs in counts and taken.get(discs, 0) < per:
                taken[discs] = taken.get(discs, 0) + 1
                chosen.append(moves)
    return chosen


def start_solver(cli, options, err):
    prefix = ["node", "--no-experimental-fetch"] if cli.endswith(".js") else []
    command = prefix + [cli, "c4-solve", "--analyse"] + options
    return subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err, text=True, bufsize=1)


def ask(solver, line):
    solver.stdin.write(line + "\n")
    solver.stdin.flush()
    answer = solver.stdout.readline()
    if not answer:
        raise RuntimeError("c4-solve stopped")
    return answer.strip()


def cpu_seconds(pid):
    """User and system CPU time of process `pid` (Linux /proc)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def time_positions(cli, options, positions, err, cpu=False):
    solver = start_solver(cli, options, err)
    clock = (lambda: cpu_seconds(solver.pid)) if cpu else time.perf_counter
    try:
        ask(solver, "start")  # not a position: answered "invalid" once the program runs
        timed = []
        for moves in positions:
            start = clock()
            answer = ask(solver, moves)
            timed.append((moves, answer, clock() - start))
    finally:
        solver.stdin.close()
        solver.wait()
    return timed


def report(timed):
    by_discs = {}
    for moves, _, seconds in timed:
        by_discs.setdefault(len(moves), []).append((seconds, moves))
    print(f"{'discs':>5} {'positions':>9} {'median ms':>10} {'p95 ms':>10} {'max ms':>10}  slowest")
    for discs in sorted(by_discs):
        times = sorted(by_discs[discs])
        p95 = times[math.ceil(0.95 * len(times)) - 1][0]
        median = statistics.median(t for t, _ in times)
        slowest, moves = times[-1]
        print(f"{discs:>5} {len(times):>9} {median * 1000:>10.3f} {p95 * 1000:>10.3f} {slowest * 1000:>10.3f}  "
              f"{moves or '(empty board)'}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per", type=int, default=sys.maxsize, help="positions of each disc count (default all)")
    parser.add_argument("--discs", default="0-42", help="disc counts, such as 0-4,10,20-30 (default 0-42)")
    parser.add_argument("--scores", help="write each position and its scores to this file")
    parser.add_argument("--cpu", action="store_true", help="time c4-solve's CPU use instead of the elapsed time")
    parser.add_argument("cli")
    parser.add_argument("positions")
    parser.add_argument("options", nargs=argparse.REMAINDER, help="c4-solve options")
    args = parser.parse_args()
    positions = read_positions(args.positions, args.per, disc_counts(args.discs))
    with tempfile.TemporaryFile(mode="w+") as err:
        timed = time_positions(args.cli, args.options, positions, err, args.cpu)
        wrong = [(moves, answer) for moves, answer, _ in timed if answer == "invalid"]
        if wrong:
            err.seek(0)
            sys.stderr.write("".join(err.readlines()[1:]))
            sys.exit(f"c4-solve refused {len(wrong)} positions, first {wrong[0][0]!r}")
    if args.scores:
        with open(args.scores, "w") as f:
            f.writelines(f"{moves} {answer}\n" for moves, answer, _ in timed)
    report(timed)


if __name__ == "__main__":
    main()
