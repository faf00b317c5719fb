#!/usr/bin/env python3
"""Writes the non-ASCII characters of the Chinese string tables to a text file for
pyftsubset --text-file, so the CJK font shipped to the browser holds exactly the glyphs
the tables use and follows them when they change. The tables are src/model/strings_zh.cpp
and each lesson's own rows (src/app/lessons/<game>/*.cpp, Lesson::strings); a lesson file's
English rows add nothing a Latin font would not draw anyway.

  cjk_chars.py out.txt SOURCE...                  every entry of every source
  cjk_chars.py out.txt --only lang.name SOURCE... one key only (the language's own name,
                                                  embedded in the first download)

A SOURCE ending in .json is a built-in lecture (src/app/lessons/<game>/lecture*.json):
its Chinese title and slide texts count too (none of them for --only).
"""
import json
import re
import sys

# {"key", "text"}; a long text may be adjacent literals over several lines
# ("first paragraph\n\n" "second"), which C++ joins into one.
ENTRY = re.compile(r'\{\s*"((?:[^"\\]|\\.)*)"\s*,\s*((?:"(?:[^"\\]|\\.)*"\s*)+)\}')
LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')


def lecture_chinese(lecture):
    """A lecture's Chinese: its title and every slide's text ("zh" of each)."""
    def zh(local):
        return local.get("zh", "") if isinstance(local, dict) else ""
    return zh(lecture.get("title")) + "".join(zh(s.get("text")) for s in lecture.get("slides", []))


def main():
    out, args = sys.argv[1], sys.argv[2:]
    only = None
    if args[:1] == ["--only"]:
        only, args = args[1], args[2:]
    chars = set()
    for source in args:
        text = open(source, encoding="utf-8").read()
        if source.endswith(".json"):
            if only is None:
                chars.update(c for c in lecture_chinese(json.loads(text)) if ord(c) > 0x7F)
            continue
        for key, literals in ENTRY.findall(text):
            value = "".join(LITERAL.findall(literals))
            if only is None or key == only:
                chars.update(c for c in value if ord(c) > 0x7F)
    if not chars:
        sys.exit(f"cjk_chars.py: no non-ASCII text found in {' '.join(args)}" + (f" for key {only}" if only else ""))
    open(out, "w", encoding="utf-8").write("".join(sorted(chars)) + "\n")


if __name__ == "__main__":
    main()
