#!/usr/bin/env python3
"""One search per position of the Gomoku position set P50, through the
Gomocup protocol: the depth and nodes each search reaches, whether it
decided the position (found a forced win or loss), and the totals.

For each position of tests/bench/gomoku-p50.txt (15x15 freestyle, one move
string a line) the engine gets a fresh game (START 15), the limit, the
position (BOARD, the side to move's stones as 1) and answers with a move;
every engine gets one thread and 32 MiB, as in gomoku-match. The engine's
last MESSAGE line of its own kind gives the depth, the nodes and the value:
pbrain-lineup's "MESSAGE depth D nodes N score S ..." (a score "win in N"
or "loss in N" is a forced win or loss found) and Rapfi's "MESSAGE Speed
... | Depth D-S | Eval E | Node N ..." (an Eval of +M or -M is a mate
found). The time is the wall time from DONE to the move.

  tests/bench/gomoku_p50_search.py --time-ms 1000
  tests/bench/gomoku_p50_search.py --nodes 100000 --engine 'build/native-release/bin/pbrain-lineup'
  tests/bench/gomoku_p50_search.py --nodes 1000000 --engine "$RAPFI"

Prints one line per position, then the median depth over all searches and
over those the engine left undecided (a search that has found a forced win
or loss stops deepening, so a set rich in tactics pulls the first median
down for every engine), and the nodes per second. Over the undecided
positions it also prints the median effective branching factor, N^(1/D)
for a search of N nodes to depth D: what each ply costs, read the same way
from either engine's MESSAGE lines. The figures are in
docs/gomoku-strength.md.
"""
import argparse
import pathlib
import re
import shlex
import statistics
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
SIZE = 15


def positions(path):
    for line in pathlib.Path(path).read_text().splitlines():
        line = line.split('#', 1)[0].strip()
        if line:
            yield line


def cells(moves):
    """'i8h7g10' -> [(x, y)] in Gomocup coordinates (y from the top)."""
    return [(ord(letter) - ord('a'), SIZE - int(number)) for letter, number in re.findall(r'([a-o])(\d+)', moves)]


def count(text):
    """'1001K' -> 1001000."""
    scale = {'K': 1000, 'M': 1000000, 'G': 1000000000}.get(text[-1:], 1)
    return int(float(text.rstrip('KMG')) * scale)


def read_message(line):
    """(depth, nodes, decided) from a MESSAGE line of pbrain-lineup or of
    Rapfi, or None for another line."""
    m = re.match(r'MESSAGE depth (\d+) nodes (\d+) score (win|loss|-?\d+)', line)
    if m:
        return int(m.group(1)), int(m.group(2)), m.group(3) in ('win', 'loss')
    m = re.search(r'Depth (\d+)-\d+ \| Eval (\S+) \| Node (\S+)', line)
    if m:
        return int(m.group(1)), count(m.group(3)), m.group(2)[:2] in ('+M', '-M')
    return None


class Engine:
    def __init__(self, command):
        self.p = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                  bufsize=1)

    def send(self, line):
        self.p.stdin.write(line + '\n')
        self.p.stdin.flush()

    def read(self):
        line = self.p.stdout.readline()
        if not line:
            raise RuntimeError('the engine stopped')
        return line.strip()

    def search(self, moves, settings):
        """(move, seconds, messages, depth, nodes, decided) for the position
        after `moves` (depth, nodes and decided None, None, False when no
        MESSAGE line gave them)."""
        self.send('START %d' % SIZE)
        while self.read() != 'OK':
            pass
        for key, value in settings:
            self.send('INFO %s %d' % (key, value))
        order = cells(moves)
        mover = len(order) % 2
        self.send('BOARD')
        for i, c in enumerate(order):
            self.send('%d,%d,%d' % (c[0], c[1], 1 if i % 2 == mover else 2))
        start = time.monotonic()
        self.send('DONE')
        found = None
        messages = []
        while True:
            line = self.read()
            if line.startswith('MESSAGE'):
                messages.append(line)
                found = read_message(line) or found
                continue
            if re.fullmatch(r'\d+,\d+', line):
                seconds = time.monotonic() - start
                time.sleep(0.05)  # Rapfi can drop a command that comes at once
                return (line, seconds, messages) + (found or (None, None, False))
            if line.startswith('ERROR') or line.startswith('UNKNOWN'):
                raise RuntimeError(line)

    def close(self):
        self.send('END')
        self.p.wait(timeout=10)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--engine', default=str(ROOT / 'build/native-release/bin/pbrain-lineup') + ' --level master')
    parser.add_argument('--positions', default=str(ROOT / 'tests/bench/gomoku-p50.txt'))
    parser.add_argument('--time-ms', type=int, default=0, help='time a move (INFO timeout_turn)')
    parser.add_argument('--nodes', type=int, default=0, help='nodes a move (INFO max_node)')
    parser.add_argument('--raw', action='store_true', help='print every MESSAGE line')
    args = parser.parse_args()
    if not args.time_ms and not args.nodes:
        args.time_ms = 1000
    # One thread and 32 MiB, as gomoku-match sends to both engines.
    settings = [('thread_num', 1), ('max_memory', 32 << 20)]
    if args.time_ms:
        settings.append(('timeout_turn', args.time_ms))
    if args.nodes:
        settings.append(('max_node', args.nodes))
    engine = Engine(args.engine)
    depths, open_depths, branching, total_nodes, total_seconds = [], [], [], 0, 0.0
    try:
        for index, moves in enumerate(positions(args.positions), 1):
            move, seconds, messages, depth, nodes, decided = engine.search(moves, settings)
            print('%2d  move %-6s depth %-3s nodes %-9s %6.0f ms%s' %
                  (index, move, depth, nodes, seconds * 1000, '  decided' if decided else ''))
            if args.raw:
                for line in messages:
                    print('    ' + line)
            if depth is not None:
                depths.append(depth)
                if not decided:
                    open_depths.append(depth)
                    if depth > 0 and nodes > 0:
                        branching.append(nodes ** (1.0 / depth))
                total_nodes += nodes
                total_seconds += seconds
    finally:
        engine.close()
    if depths:
        print('median depth %s, depths %d-%d; %d nodes in %.1f s: %.0f nodes/s' %
              (statistics.median(depths), min(depths), max(depths), total_nodes, total_seconds,
               total_nodes / total_seconds if total_seconds else 0))
    if open_depths:
        print('median depth %s over the %d positions left undecided' %
              (statistics.median(open_depths), len(open_depths)))
    if branching:
        print('median effective branching factor %.2f over them (nodes^(1/depth))' % statistics.median(branching))
    return 0


if __name__ == '__main__':
    sys.exit(main())
