#!/usr/bin/env python3
"""Draws the app's icons (web app manifest, home screens) as PNG files from
the game's own art: the Connect 4 board of the favicon (web/favicon.svg, the
basic theme's blue board with red and yellow discs) with four discs lined up.

    draw_icons.py OUT_DIR SIZE...   writes OUT_DIR/icon-SIZE.png for each size

Only the standard library: shapes are filled with their exact coverage of
each pixel's centre, smoothed over one pixel (anti-aliased edges)."""
import struct
import sys
import zlib

BOARD = (0x1F, 0x5F, 0xBF)   # the favicon's board
RED = (0xE0, 0x30, 0x3A)     # the first player's disc
YELLOW = (0xF5, 0xC5, 0x18)  # the second player's disc
HOLE = (0xF4, 0xF6, 0xFB)    # an empty cell


def coverage(distance):
    """How much of a pixel a shape covers, from the signed distance (in
    pixels) of the pixel's centre to the shape's edge (negative inside)."""
    return min(1.0, max(0.0, 0.5 - distance))


def rounded_box_distance(x, y, cx, cy, half, radius):
    dx = max(abs(x - cx) - (half - radius), 0.0)
    dy = max(abs(y - cy) - (half - radius), 0.0)
    return (dx * dx + dy * dy) ** 0.5 - radius


def draw(size):
    # A 4 x 4 board filling the icon (with the safe margin Android's masks
    # keep), one diagonal of discs lined up: red from the bottom left.
    scale = size / 64.0
    cells = 4
    pitch = 12.0 * scale
    origin = 32.0 * scale - pitch * (cells - 1) / 2
    discs = {}
    for i in range(cells):
        discs[(i, cells - 1 - i)] = RED
    discs[(1, 3)] = YELLOW
    discs[(2, 3)] = YELLOW
    discs[(3, 3)] = YELLOW
    radius = 4.6 * scale
    rows = []
    for py in range(size):
        row = bytearray([0])  # filter: none
        y = py + 0.5
        for px in range(size):
            x = px + 0.5
            alpha = coverage(rounded_box_distance(x, y, 32 * scale, 32 * scale, 30 * scale, 9 * scale))
            colour = BOARD
            col = min(cells - 1, max(0, round((x - origin) / pitch)))
            line = min(cells - 1, max(0, round((y - origin) / pitch)))
            cx, cy = origin + col * pitch, origin + line * pitch
            inside = coverage(((x - cx) ** 2 + (y - cy) ** 2) ** 0.5 - radius)
            if inside > 0:
                disc = discs.get((col, line), HOLE)
                colour = tuple(round(d * inside + b * (1 - inside)) for d, b in zip(disc, BOARD))
            row += bytes(colour) + bytes([round(alpha * 255)])
        rows.append(bytes(row))
    return png(size, size, b"".join(rows))


def png(width, height, raw):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: draw_icons.py OUT_DIR SIZE...")
    for size in sys.argv[2:]:
        with open(f"{sys.argv[1]}/icon-{int(size)}.png", "wb") as out:
            out.write(draw(int(size)))


if __name__ == "__main__":
    main()
