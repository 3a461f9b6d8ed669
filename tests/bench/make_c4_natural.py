#!/usr/bin/env python3
"""Natural Connect 4 positions (7x6) for timing the analysis of every column.

Usage: make_c4_natural.py [--seed N] > tests/bench/c4-natural-7x6.txt
       make_c4_natural.py [--seed N] --check FILE

The checked-in file is the output with the default seed (1); the test
bench.c4_natural.fresh runs --check on it, which regenerates it and exits
with status 1 unless FILE holds the same bytes.

Each line is a position as 1-based column digits (the empty board is the
empty line), sorted by disc count, 0 to 30. Policy:

- Games as people play them: each move is drawn with the column weights
  1, 2, 3, 4, 3, 2, 1 (the centre four times as often as an edge) among the
  safe moves, those after which the opponent cannot win at once. So a player
  blocks the opponent's immediate threat, and a game whose side to move has
  no safe move stops there (a person would lose on the next move). No
  position has a finished game nor a side to move that can win at once.
- Distinct positions: a position and its mirror image count once, however
  their moves were ordered; the first line found is kept.
- Up to 200 positions per disc count. Where at most 200 distinct positions
  exist (0 to 3 discs), all of them, in the order of their column digits;
  beyond, the first 200 met in seeded games, so the common ones come first.
- Plus named openings: 444 and 16 natural openings of 5 to 7 discs
  (NAMED_OPENINGS), each added to its disc count unless the games met it.
"""
import argparse
import random
import sys

COLS, ROWS = 7, 6
H = ROWS + 1  # bits per column in a bitboard: a sentinel row on top
WEIGHTS = (1, 2, 3, 4, 3, 2, 1)
PER_COUNT = 200
MAX_DISCS = 30
MAX_GAMES = 100000

NAMED_OPENINGS = (
    "444",
    "44444", "44455", "44354", "43444", "45344", "44453",
    "444444", "444355", "443544", "444335", "444353",
    "4443552", "4435433", "4453345", "4434355", "4443335",
)


def bottom(col):
    return 1 << (col * H)


def column_mask(col):
    return ((1 << ROWS) - 1) << (col * H)


def has_four(bits):
    for shift in (1, H, H - 1, H + 1):  # vertical, horizontal, two diagonals
        pairs = bits & (bits >> shift)
        if pairs & (pairs >> (2 * shift)):
            return True
    return False


class Position:
    """Discs of the side to move (`mine`) and of both (`mask`), Pons' layout."""

    def __init__(self, mine=0, mask=0, moves=""):
        self.mine, self.mask, self.moves = mine, mask, moves

    def can_play(self, col):
        return not self.mask & (bottom(col) << (ROWS - 1))

    def after(self, col):
        mask = self.mask | (self.mask + bottom(col))
        return Position(self.mine ^ self.mask, mask, self.moves + str(col + 1))

    def wins_at(self, col):
        """Whether the side to move wins by playing `col`."""
        placed = (self.mask + bottom(col)) & column_mask(col)
        return has_four(self.mine | placed)

    def can_win_now(self):
        return any(self.can_play(c) and self.wins_at(c) for c in range(COLS))

    def safe_moves(self):
        return [c for c in range(COLS) if self.can_play(c) and not self.after(c).can_win_now()]

    def key(self):
        """The same for a position and its mirror image."""
        def mirrored(bits):
            return sum(((bits >> (c * H)) & ((1 << H) - 1)) << ((COLS - 1 - c) * H) for c in range(COLS))
        return min((self.mine, self.mask), (mirrored(self.mine), mirrored(self.mask)))


def play_line(moves):
    position = Position()
    for digit in moves:
        col = int(digit) - 1
        if not position.can_play(col) or position.wins_at(col):
            raise ValueError(f"{moves}: not a position of a game going on")
        position = position.after(col)
    if position.can_win_now():
        raise ValueError(f"{moves}: the side to move wins at once")
    return position


def all_positions():
    """Every distinct position by disc count while there are at most PER_COUNT."""
    levels, level = [], [Position()]
    while len(level) <= PER_COUNT:
        levels.append(level)
        seen, following = set(), []
        for position in level:
            for col in position.safe_moves():
                child = position.after(col)
                if child.key() not in seen:
                    seen.add(child.key())
                    following.append(child)
        level = following
    return levels


def weighted_choice(rng, cols):
    pick = rng.random() * sum(WEIGHTS[c] for c in cols)
    for col in cols:
        pick -= WEIGHTS[col]
        if pick < 0:
            return col
    return cols[-1]


def sampled_positions(rng, first):
    """The first PER_COUNT distinct positions of `first`..MAX_DISCS discs met in games."""
    found = {discs: {} for discs in range(first, MAX_DISCS + 1)}
    for _ in range(MAX_GAMES):
        if all(len(f) >= PER_COUNT for f in found.values()):
            break
        position = Position()
        while position.mask.bit_count() < MAX_DISCS:
            safe = position.safe_moves()
            if not safe:
                break
            position = position.after(weighted_choice(rng, safe))
            level = found.get(position.mask.bit_count())
            if level is not None and len(level) < PER_COUNT:
                level.setdefault(position.key(), position)
    return {discs: list(f.values()) for discs, f in found.items()}


def natural_positions(seed):
    rng = random.Random(seed)
    levels = all_positions()
    by_count = dict(enumerate(levels))
    by_count.update(sampled_positions(rng, len(levels)))
    for moves in NAMED_OPENINGS:
        opening = play_line(moves)
        level = by_count[len(moves)]
        if all(p.key() != opening.key() for p in level):
            level.append(opening)
    return "".join(p.moves + "\n" for discs in sorted(by_count) for p in by_count[discs])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--check", metavar="FILE", help="compare FILE with the output instead of printing it")
    args = parser.parse_args()
    text = natural_positions(args.seed)
    if not args.check:
        sys.stdout.write(text)
        return
    with open(args.check) as f:
        if f.read() != text:
            sys.exit(f"{args.check} differs from make_c4_natural.py --seed {args.seed}: regenerate it")


if __name__ == "__main__":
    main()
