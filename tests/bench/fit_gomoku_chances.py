#!/usr/bin/env python3
"""Fits the Gomoku evaluation bar's scale to game results.

The analysis bar shows the side to move's winning chances as a logistic
curve of the engine's value, 1 / (1 + exp(-value / K))
(src/ai/gomoku/analysis.hpp, kGomokuChanceScale). This script finds the K
that best predicts real results: it plays pbrain-lineup against itself at
Master's evaluation from the balanced 15x15 openings (both colours), reads
the score of every move from its MESSAGE lines ("MESSAGE depth D nodes N
score S pv ..."), and chooses the K that maximises the likelihood of the
games' outcomes for the side that moved. Decided scores ("win in N") and
drawn games are left out.

  tests/bench/fit_gomoku_chances.py --pbrain build/native-release/bin/pbrain-lineup \\
      --games 100 --nodes 20000 --jobs 2

The figures are in docs/analysis.md.
"""
import argparse
import concurrent.futures
import math
import pathlib
import re
import subprocess
import sys

SIZE = 15
OPENINGS = pathlib.Path(__file__).resolve().parents[2] / 'src' / 'cli' / 'gomoku_openings_15.inc'


def openings():
    text = OPENINGS.read_text()
    body = text[text.index('{'):]
    return re.findall(r'"([a-o0-9]+)"', body)


def cells(moves):
    """'i8h7g10' -> [(x, y)] in Gomocup coordinates (y from the top)."""
    out = []
    for letter, number in re.findall(r'([a-o])(\d+)', moves):
        out.append((ord(letter) - ord('a'), SIZE - int(number)))
    return out


def five(stones, x, y):
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        n = 1
        for sign in (1, -1):
            cx, cy = x + sign * dx, y + sign * dy
            while (cx, cy) in stones:
                n += 1
                cx, cy = cx + sign * dx, cy + sign * dy
        if n >= 5:
            return True
    return False


class Engine:
    def __init__(self, pbrain, nodes):
        self.p = subprocess.Popen([pbrain, '--level', 'master', '--nodes', str(nodes)], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send('START %d' % SIZE)
        assert self.read() == 'OK'

    def send(self, line):
        self.p.stdin.write(line + '\n')
        self.p.stdin.flush()

    def read(self):
        return self.p.stdout.readline().strip()

    def move(self):
        """The engine's move and the score of its MESSAGE line (None if decided)."""
        score = None
        while True:
            line = self.read()
            if line.startswith('MESSAGE depth'):
                m = re.search(r' score (-?\d+) pv', line)
                score = int(m.group(1)) if m else None
                continue
            if line.startswith('MESSAGE') or not line:
                continue
            x, y = line.split(',')
            return (int(x), int(y)), score

    def close(self):
        self.send('END')
        self.p.wait(timeout=10)


def play(args, index, opening):
    """One game: [(mover, score)] and the winner (0 first, 1 second, None draw)."""
    engines = [Engine(args.pbrain, args.nodes), Engine(args.pbrain, args.nodes)]
    stones = [set(), set()]
    order = cells(opening)
    for i, c in enumerate(order):
        stones[i % 2].add(c)
    mover = len(order) % 2
    # Each engine is told the position once (BOARD), then the moves (TURN).
    told = [False, False]
    last = None
    scores = []
    winner = None
    try:
        while len(stones[0]) + len(stones[1]) < SIZE * SIZE:
            e = engines[mover]
            if not told[mover]:
                e.send('BOARD')
                for c in stones[mover]:
                    e.send('%d,%d,1' % c)
                for c in stones[1 - mover]:
                    e.send('%d,%d,2' % c)
                e.send('DONE')
                told[mover] = True
            else:
                e.send('TURN %d,%d' % last)
            cell, score = e.move()
            if cell in stones[0] or cell in stones[1]:
                raise RuntimeError('game %d: %s played on a stone' % (index, cell))
            stones[mover].add(cell)
            if score is not None:
                scores.append((mover, score))
            if five(stones[mover], *cell):
                winner = mover
                break
            last = cell
            mover = 1 - mover
    finally:
        for e in engines:
            e.close()
    return scores, winner


def fit(samples):
    """The scale K maximising the likelihood of (score, won) pairs."""
    def loss(k):
        total = 0.0
        for score, won in samples:
            p = 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, score / k))))
            p = min(max(p, 1e-9), 1 - 1e-9)
            total -= math.log(p if won else 1 - p)
        return total / len(samples)
    best = min(range(500, 60001, 250), key=loss)
    return best, loss(best)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--pbrain', required=True)
    parser.add_argument('--games', type=int, default=100)
    parser.add_argument('--nodes', type=int, default=20000)
    parser.add_argument('--jobs', type=int, default=2)
    args = parser.parse_args()
    book = openings()
    games = [(i, book[(i // 2) % len(book)]) for i in range(args.games)]  # each opening twice
    samples = []
    results = [0, 0, 0]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for scores, winner in pool.map(lambda g: play(args, *g), games):
            results[2 if winner is None else winner] += 1
            if winner is None:
                continue
            samples += [(score, mover == winner) for mover, score in scores]
    k, loss = fit(samples)
    print('games: %d (first won %d, second won %d, drawn %d); scored moves: %d' %
          (args.games, results[0], results[1], results[2], len(samples)))
    print('best scale K = %d (mean log loss %.4f; a coin: %.4f)' % (k, loss, math.log(2)))
    # How well the curve matches: predicted against observed, by score band.
    bands = [-math.inf, -20000, -10000, -5000, -2000, 0, 2000, 5000, 10000, 20000, math.inf]
    print('score band           moves  predicted  observed')
    for lo, hi in zip(bands, bands[1:]):
        inside = [(s, w) for s, w in samples if lo <= s < hi]
        if not inside:
            continue
        predicted = sum(1 / (1 + math.exp(-max(-60, min(60, s / k)))) for s, _ in inside) / len(inside)
        observed = sum(1 for _, w in inside if w) / len(inside)
        print('[%7s, %7s)  %6d  %8.1f%%  %7.1f%%' % (lo, hi, len(inside), 100 * predicted, 100 * observed))


if __name__ == '__main__':
    sys.exit(main())
