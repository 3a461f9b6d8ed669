#!/usr/bin/env python3
"""Builds the game's fonts into a C++ source: only the glyphs the game uses,
compressed in the format Dear ImGui decompresses (AddFontFromMemoryCompressedTTF).

Usage: font_pack.py --latin TTF --bold TTF --cjk TTF --scan DIR [--scan DIR ...] --out FILE.cpp

The characters used are printable ASCII plus every other character that occurs
in the C++ sources under the --scan folders (the translations live there), so
the fonts follow the text without a list to keep up to date. Latin characters
come from --latin (and --bold for titles), the rest (Chinese) from --cjk.

The compressed format is stb.h's (public domain), which ImGui's stb_decompress
reads: a 16-byte header (0x57bC0000, 0, length, 0), then literal and
back-reference tokens, then 0x05 0xfa and the Adler-32 of the output. This
script writes its own simple greedy encoder for it and checks every result by
decoding it again.

Needs Debian's python3-fonttools (run it with /usr/bin/python3).
"""
import argparse
import io
import logging
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

# ---------------------------------------------------------------- compression


def adler32(data):
    s1, s2 = 1, 0
    for i in range(0, len(data), 5552):
        for b in data[i:i + 5552]:
            s1 += b
            s2 += s1
        s1 %= 65521
        s2 %= 65521
    return (s2 << 16) | s1


def _literal(out, data, start, end):
    while start < end:
        n = min(end - start, 0x10000)
        if n <= 32:
            out.append(0x20 + n - 1)
        elif n <= 2048:
            v = 0x0800 + n - 1
            out += bytes([v >> 8, v & 0xFF])
        else:
            out += bytes([0x07, (n - 1) >> 8, (n - 1) & 0xFF])
        out += data[start:start + n]
        start += n


def _match(out, distance, length):
    # distance >= 1, 1 <= length <= 65536
    if distance <= 256 and length <= 128:
        out += bytes([0x80 + length - 1, distance - 1])
    elif distance <= 0x4000 and length <= 256:
        v = 0x4000 + distance - 1
        out += bytes([v >> 8, v & 0xFF, length - 1])
    elif distance <= 0x80000 and length <= 256:
        v = 0x180000 + distance - 1
        out += bytes([v >> 16, (v >> 8) & 0xFF, v & 0xFF, length - 1])
    elif distance <= 0x80000:
        v = 0x100000 + distance - 1
        out += bytes([v >> 16, (v >> 8) & 0xFF, v & 0xFF, (length - 1) >> 8, (length - 1) & 0xFF])
    else:
        raise ValueError("distance too large")


def compress(data):
    """Greedy LZ77 with hash chains over 4-byte prefixes, window 512 KiB."""
    out = bytearray([0x57, 0xBC, 0, 0, 0, 0, 0, 0])
    out += len(data).to_bytes(4, "big")
    out += (0).to_bytes(4, "big")
    window, min_len, max_len, max_chain = 0x80000, 4, 65536, 64
    heads = {}
    chain = [0] * len(data)
    pos, lit_start = 0, 0
    n = len(data)

    def insert(p):
        if p + 4 <= n:
            key = data[p:p + 4]
            chain[p] = heads.get(key, -1)
            heads[key] = p

    while pos < n:
        best_len, best_dist = 0, 0
        if pos + min_len <= n:
            candidate = heads.get(data[pos:pos + 4], -1)
            tries = 0
            while candidate >= 0 and pos - candidate <= window and tries < max_chain:
                length = 4
                limit = min(max_len, n - pos)
                while length < limit and data[candidate + length] == data[pos + length]:
                    length += 1
                if length > best_len:
                    best_len, best_dist = length, pos - candidate
                    if length == limit:
                        break
                candidate = chain[candidate]
                tries += 1
        if best_len >= min_len:
            _literal(out, data, lit_start, pos)
            _match(out, best_dist, best_len)
            for p in range(pos, pos + best_len):
                insert(p)
            pos += best_len
            lit_start = pos
        else:
            insert(pos)
            pos += 1
    _literal(out, data, lit_start, n)
    out += bytes([0x05, 0xFA])
    out += adler32(data).to_bytes(4, "big")
    return bytes(out)


def decompress(blob):
    """The decoder, as ImGui's stb_decompress reads the format (for checking)."""
    assert blob[:4] == bytes([0x57, 0xBC, 0, 0])
    length = int.from_bytes(blob[8:12], "big")
    out = bytearray()
    i = 16

    def match(distance, count):
        start = len(out) - distance
        assert start >= 0
        for k in range(count):
            out.append(out[start + k])

    while True:
        b = blob[i]
        if b >= 0x80:
            match(blob[i + 1] + 1, b - 0x80 + 1); i += 2
        elif b >= 0x40:
            match(int.from_bytes(blob[i:i + 2], "big") - 0x4000 + 1, blob[i + 2] + 1); i += 3
        elif b >= 0x20:
            n = b - 0x20 + 1; out += blob[i + 1:i + 1 + n]; i += 1 + n
        elif b >= 0x18:
            match(int.from_bytes(blob[i:i + 3], "big") - 0x180000 + 1, blob[i + 3] + 1); i += 4
        elif b >= 0x10:
            match(int.from_bytes(blob[i:i + 3], "big") - 0x100000 + 1, int.from_bytes(blob[i + 3:i + 5], "big") + 1); i += 5
        elif b >= 0x08:
            n = int.from_bytes(blob[i:i + 2], "big") - 0x0800 + 1; out += blob[i + 2:i + 2 + n]; i += 2 + n
        elif b == 0x07:
            n = int.from_bytes(blob[i + 1:i + 3], "big") + 1; out += blob[i + 3:i + 3 + n]; i += 3 + n
        elif b == 0x05 and blob[i + 1] == 0xFA:
            assert len(out) == length, "length mismatch"
            assert adler32(out) == int.from_bytes(blob[i + 2:i + 6], "big"), "checksum mismatch"
            return bytes(out)
        else:
            raise ValueError("unexpected token 0x%02x" % b)

# ---------------------------------------------------------------- subsetting


def used_characters(folders):
    chars = {chr(c) for c in range(0x20, 0x7F)}
    for folder in folders:
        for root, _, files in os.walk(folder):
            for name in sorted(files):
                if name.endswith((".cpp", ".hpp")):
                    with open(os.path.join(root, name), encoding="utf-8") as f:
                        chars.update(c for c in f.read() if ord(c) > 0x7F)
    return chars


def cmap_of(path):
    font = TTFont(path, lazy=True)
    return set(font.getBestCmap().keys())


def subset_font(path, codepoints):
    options = subset.Options()
    options.hinting = False            # ImGui's rasteriser ignores hints
    options.layout_features = []       # no shaping: ImGui places glyphs one by one
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6]  # keep the copyright and names
    options.notdef_outline = True
    font = TTFont(path)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(codepoints))
    subsetter.subset(font)
    buffer = io.BytesIO()
    font.save(buffer)
    return buffer.getvalue()


def c_array(name, blob):
    lines = []
    for i in range(0, len(blob), 20):
        lines.append("    " + ",".join("0x%02x" % b for b in blob[i:i + 20]) + ",")
    return ("extern const unsigned char %s[];\nextern const unsigned int %sSize;\n"
            "const unsigned char %s[] = {\n%s\n};\nconst unsigned int %sSize = %d;\n"
            % (name, name, name, "\n".join(lines), name, len(blob)))


def ranges(codepoints):
    """ImGui glyph ranges (inclusive pairs, zero-terminated) covering `codepoints`."""
    out, items = [], sorted(codepoints)
    start = prev = None
    for c in items:
        if start is None:
            start = prev = c
        elif c == prev + 1:
            prev = c
        else:
            out += [start, prev]
            start = prev = c
    if start is not None:
        out += [start, prev]
    return out + [0]


def main():
    logging.getLogger("fontTools").setLevel(logging.ERROR)  # old timestamps in Droid's header
    parser = argparse.ArgumentParser()
    parser.add_argument("--latin", required=True)
    parser.add_argument("--bold", required=True)
    parser.add_argument("--cjk", required=True)
    parser.add_argument("--scan", action="append", required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()

    chars = used_characters(args.scan)
    latin_cmap, cjk_cmap = cmap_of(args.latin), cmap_of(args.cjk)
    latin = {ord(c) for c in chars if ord(c) in latin_cmap}
    cjk = {ord(c) for c in chars if ord(c) not in latin_cmap and ord(c) in cjk_cmap}
    missing = sorted(c for c in chars if ord(c) not in latin_cmap and ord(c) not in cjk_cmap)
    if missing:
        print("font_pack.py: no glyph for %s" % " ".join("U+%04X" % ord(c) for c in missing), file=sys.stderr)
        return 1
    title = {c for c in range(0x20, 0x7F)}

    parts = []
    report = []
    for name, path, codepoints in (("kLineupFontRegular", args.latin, latin),
                                   ("kLineupFontBold", args.bold, title),
                                   ("kLineupFontCjk", args.cjk, cjk)):
        raw = subset_font(path, codepoints)
        packed = compress(raw)
        if decompress(packed) != raw:
            print("font_pack.py: the compressed %s does not decode to the font" % name, file=sys.stderr)
            return 1
        parts.append(c_array(name, packed))
        report.append("%s: %s, %d glyphs, %d bytes subset, %d bytes compressed"
                      % (name, os.path.basename(path), len(codepoints), len(raw), len(packed)))

    text = ["// Generated by scripts/font_pack.py: do not edit.", "//"]
    text += ["// " + line for line in report]
    text += ["", "#include <imgui.h>", ""]
    text += parts
    def ranges_array(name, codepoints):
        values = ranges(codepoints)
        return ("extern const ImWchar %s[];\nconst ImWchar %s[] = {%s};\n"
                % (name, name, ", ".join("0x%04x" % v for v in values)))
    text.append(ranges_array("kLineupFontRegularRanges", latin))
    text.append(ranges_array("kLineupFontCjkRanges", cjk))
    content = "\n".join(text) + "\n"
    # Unchanged output keeps its timestamp, so the build does not recompile it.
    if not os.path.exists(args.out) or open(args.out, encoding="utf-8").read() != content:
        tmp = args.out + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(content)
        os.replace(tmp, args.out)
    for line in report:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
