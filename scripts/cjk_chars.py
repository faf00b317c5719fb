#!/usr/bin/env python3
"""Writes the non-ASCII characters of the Chinese string table (src/model/strings_zh.cpp)
and of each lesson's own Chinese rows (the `kZh[]` array in src/app/*_lesson.cpp)
to a text file for pyftsubset --text-file, so the CJK font shipped to the browser holds
exactly the glyphs the table uses and follows it when the table changes.

  cjk_chars.py strings_zh.cpp out.txt            every entry
  cjk_chars.py strings_zh.cpp out.txt lang.name  one key only (the language's own name,
                                                 embedded in the first download)
"""
import glob
import os
import re
import sys

ENTRY = re.compile(r'\{\s*"((?:[^"\\]|\\.)*)"\s*,\s*"((?:[^"\\]|\\.)*)"\s*\}')
# A lesson's Chinese rows: `const i18n::Entry kZh[] = { ... };` (its English rows stay out).
LESSON_ZH = re.compile(r'kZh\[\]\s*=\s*\{(.*?)\n\};', re.S)


def lesson_tables():
    app = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src", "app")
    for path in sorted(glob.glob(os.path.join(app, "*_lesson.cpp"))):
        for block in LESSON_ZH.findall(open(path, encoding="utf-8").read()):
            yield block


def main():
    source, out = sys.argv[1], sys.argv[2]
    only = sys.argv[3] if len(sys.argv) > 3 else None
    text = open(source, encoding="utf-8").read()
    if only is None:
        text += "".join(lesson_tables())
    chars = set()
    for key, value in ENTRY.findall(text):
        if only is None or key == only:
            chars.update(c for c in value if ord(c) > 0x7F)
    if not chars:
        sys.exit(f"cjk_chars.py: no non-ASCII text found in {source}" + (f" for key {only}" if only else ""))
    open(out, "w", encoding="utf-8").write("".join(sorted(chars)) + "\n")


if __name__ == "__main__":
    main()
