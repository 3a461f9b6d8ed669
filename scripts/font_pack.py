#!/usr/bin/env python3
"""Builds the game's fonts into a C++ source: only the glyphs the game uses,
as TrueType files that Dear ImGui reads (AddFontFromMemoryTTF).

Usage: font_pack.py --latin TTF --bold TTF --cjk TTF --scan DIR [--scan DIR ...]
                    --out FILE.cpp [--cjk-file FILE.ttf [--cjk-built-in CHARS]]

The characters used are printable ASCII plus every other character that occurs
in the C++ sources under the --scan folders (the translations live there), so
the fonts follow the text without a list to keep up to date. Latin characters
come from --latin (and --bold for titles), the rest (Chinese) from --cjk.

With --cjk-file the Chinese glyphs go to that file instead of the source (its
kLineupFontCjk is then empty): the browser's page fetches the file only when
the game shows Chinese, so an English first visit does not download it. The
few Chinese characters the game shows in English too (--cjk-built-in: the
language button's label) stay built in, as kLineupFontCjkBuiltIn. The
fonts are left uncompressed: the site's server compresses them on the way (and
gzip packs a TrueType file smaller than ImGui's own compressed format does).

Needs Debian's python3-fonttools (run it with /usr/bin/python3).
"""
import argparse
import io
import logging
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

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
    font = TTFont(path, recalcTimestamp=False)  # the same bytes on every build
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
    # (An empty font still needs one element: C++ has no empty arrays.)
    return ("extern const unsigned char %s[];\nextern const unsigned int %sSize;\n"
            "const unsigned char %s[] = {\n%s\n};\nconst unsigned int %sSize = %d;\n"
            % (name, name, name, "\n".join(lines) if blob else "    0", name, len(blob)))


def write_if_changed(path, content):
    """Writes `content` (bytes) to `path` unless the file holds it already:
    unchanged output keeps its timestamp, so the build does not redo what
    depends on it."""
    if os.path.exists(path):
        with open(path, "rb") as f:
            if f.read() == content:
                return
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(content)
    os.replace(tmp, path)


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
    parser.add_argument("--cjk-file", help="write the Chinese glyphs to this file, not into --out")
    parser.add_argument("--cjk-built-in", default="",
                        help="with --cjk-file: Chinese characters shown in English too, built in all the same")
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

    built_in = {ord(c) for c in args.cjk_built_in} if args.cjk_file else set()
    if not built_in <= cjk:
        print("font_pack.py: --cjk-built-in names characters the sources do not use", file=sys.stderr)
        return 1

    parts = []
    report = []
    for name, path, codepoints in (("kLineupFontRegular", args.latin, latin),
                                   ("kLineupFontBold", args.bold, title),
                                   ("kLineupFontCjk", args.cjk, cjk),
                                   ("kLineupFontCjkBuiltIn", args.cjk, built_in)):
        font = subset_font(path, codepoints) if codepoints else b""
        where = "built in"
        if name == "kLineupFontCjk" and args.cjk_file:
            write_if_changed(args.cjk_file, font)
            where = "in " + os.path.basename(args.cjk_file)
        report.append("%s: %s, %d glyphs, %d bytes, %s"
                      % (name, os.path.basename(path), len(codepoints), len(font), where))
        parts.append(c_array(name, b"" if where != "built in" else font))

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
    text.append(ranges_array("kLineupFontCjkBuiltInRanges", built_in))
    write_if_changed(args.out, ("\n".join(text) + "\n").encode("utf-8"))
    for line in report:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
