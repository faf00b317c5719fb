#!/usr/bin/env python3
"""The page's font subset (src/app/CMakeLists.txt): pyftsubset's --unicodes.

ASCII and Latin-1's letters whole (typed names and labels: U+0020-007E,
U+00A0, U+00C0-00FF, × and ÷ among them), and of the symbol blocks the app asks
ImGui for (theme.cpp's load_fonts: Latin-1's signs U+00A1-00BF, punctuation
U+2010-2027, arrows U+2190-21FF, maths U+2212-2265, shapes U+25A0-25CF) only the
characters some source of the app writes: a symbol no string table or literal
uses is never drawn, and its glyph is bytes on every first visit (docs/size.md).
A sign typed by a user that no source writes (£, §) is drawn as ImGui's
missing-glyph box.

  font_symbols.py [--out=FILE] SRC_DIR...   U+0020-007E,U+00A0,U+00C0-00FF,U+2192,... (to FILE or stdout)
"""
import pathlib
import re
import sys

BLOCKS = ((0x00A1, 0x00BF), (0x2010, 0x2027), (0x2190, 0x21FF), (0x2212, 0x2265), (0x25A0, 0x25CF))
# Drawn from numbers at run time, not written in any source: the minus sign,
# the ellipsis, the dashes and the arrows a caption composes.
ALWAYS = {0x2212, 0x2026, 0x2013, 0x2014, 0x2192, 0x2190}


def in_blocks(c):
    return any(lo <= c <= hi for lo, hi in BLOCKS)


def main(args):
    out = None
    if args and args[0].startswith("--out="):
        out, args = args[0][len("--out="):], args[1:]
    line = unicodes(args)
    if out:
        pathlib.Path(out).write_text(line + "\n", encoding="utf-8")
    else:
        print(line)


def unicodes(dirs):
    used = set(ALWAYS)
    for d in dirs:
        for f in pathlib.Path(d).rglob("*"):
            if f.suffix not in (".cpp", ".hpp", ".in", ".json"):
                continue
            text = f.read_text(encoding="utf-8", errors="replace")
            # Escapes written in the sources ("\u2192", "\xE2\x86\x92") count too.
            for m in re.finditer(r"\\u([0-9A-Fa-f]{4})", text):
                used.add(int(m.group(1), 16)) if in_blocks(int(m.group(1), 16)) else None
            for ch in text:
                c = ord(ch)
                if any(lo <= c <= hi for lo, hi in BLOCKS):
                    used.add(c)
            for raw in _utf8_escapes(text):
                if any(lo <= raw <= hi for lo, hi in BLOCKS):
                    used.add(raw)
    return ",".join(["U+0020-007E", "U+00A0", "U+00C0-00FF"] + [f"U+{c:04X}" for c in sorted(used)])


def _utf8_escapes(text):
    """Code points written as C++ byte escapes, "\\xE2\\x86\\x92"."""
    for m in re.finditer(r'((?:\\x[0-9A-Fa-f]{2}){3})', text):
        b = bytes(int(h, 16) for h in re.findall(r'\\x([0-9A-Fa-f]{2})', m.group(1)))
        try:
            s = b.decode("utf-8")
        except UnicodeDecodeError:
            continue
        yield ord(s)


if __name__ == "__main__":
    main(sys.argv[1:])
