#!/usr/bin/env python3
"""Random Connect 4 positions for the solver benchmark.

Usage: make_c4_positions.py MIN_STONES MAX_STONES COUNT [SEED] > positions.txt

Each line is a position as 1-based column digits (7x6): a game of uniformly
random moves from the empty board, cut at a length drawn uniformly from
[MIN_STONES, MAX_STONES]. Games that are already over are drawn again, and so
are positions where the side to move wins at once (those are solved without
search and would flatter the figures).
"""
import random
import sys

COLS, ROWS = 7, 6


def wins(grid, col, row, side):
    for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
        n = 1
        for sign in (1, -1):
            k = 1
            while grid.get((col + sign * k * dc, row + sign * k * dr)) == side:
                n += 1
                k += 1
        if n >= 4:
            return True
    return False


def random_position(rng, stones):
    grid, heights, moves = {}, [0] * COLS, []
    for ply in range(stones):
        side = ply % 2
        col = rng.choice([c for c in range(COLS) if heights[c] < ROWS])
        grid[(col, heights[col])] = side
        heights[col] += 1
        moves.append(col)
        if wins(grid, col, heights[col] - 1, side):
            return None
    side = stones % 2
    for col in range(COLS):
        if heights[col] < ROWS and wins(grid, col, heights[col], side):
            return None
    return "".join(str(c + 1) for c in moves)


def main():
    low, high, count = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 1)
    done = 0
    while done < count:
        position = random_position(rng, rng.randint(low, high))
        if position is not None:
            print(position)
            done += 1


if __name__ == "__main__":
    main()
