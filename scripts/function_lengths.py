#!/usr/bin/env python3
"""The function-length bar (issue 35): no function in src/ over 80 lines unless
it is a table.

    scripts/function_lengths.py [repo]            check (a CTest test)
    scripts/function_lengths.py [repo] --list     every function over the limit, longest first
    scripts/function_lengths.py [repo] --write    rewrite the list of known long functions
    scripts/function_lengths.py --self-test       the parser on small cases (a CTest test)

A function's length is counted from the first line of its header to its
closing brace, both included, so comments inside it count too. Lambdas count
as part of the function that holds them. A *table* is a function whose body is
mostly rows of braced initializers (`{"key", "text"},`): at least
TABLE_SHARE of its lines. Tables are exempt.

The functions that were over the limit when the check was written are listed,
with their lengths, in scripts/function_lengths.txt. The check is a ratchet:
  * a function over the limit that is not listed fails;
  * a listed function that grew fails;
  * a listed function that is now within the limit, or gone, fails until its
    line is removed (--write), so the list only ever shrinks.

The parser is a small lexer, not a C++ front end: it skips comments, string
and character literals (raw strings included) and preprocessor lines, and
tracks which braces open a namespace, a class body, a function body or an
initializer. It relies on the project's style (clang-format, one definition
per header line group); tests/ and third-party code are not checked.
"""
from __future__ import annotations

import pathlib
import re
import sys
import tempfile

LIMIT = 80
TABLE_SHARE = 0.6
LIST_FILE = 'scripts/function_lengths.txt'
ROW = re.compile(r'^\s*\{.*\},?\s*(//.*)?$')
KEYWORDS_NOT_FUNCTIONS = re.compile(r'^\s*(namespace|class|struct|union|enum|extern|if|for|while|switch|do|else|try|catch|return)\b')
CLASS_HEAD = re.compile(r'(^|[\s>])(class|struct|union|enum)\b')


def strip_code(text: str) -> list[str]:
    """The source with comments, literals and preprocessor lines blanked,
    line for line (so line numbers stay)."""
    out = []
    i, n = 0, len(text)
    line_start = True
    buf = []
    while i < n:
        c = text[i]
        if line_start and c in ' \t':
            buf.append(c)
            i += 1
            continue
        if line_start and c == '#':
            # A preprocessor line (with its continuations) says nothing about braces.
            while i < n and text[i] != '\n':
                if text[i] == '\\' and i + 1 < n and text[i + 1] == '\n':
                    buf.append('\n')
                    i += 2
                    continue
                i += 1
            continue
        line_start = False
        if c == '\n':
            buf.append(c)
            line_start = True
            i += 1
        elif text.startswith('//', i):
            while i < n and text[i] != '\n':
                i += 1
        elif text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            buf.append('\n' * text.count('\n', i, j))
            i = j
        elif c == 'R' and i + 1 < n and text[i + 1] == '"' and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == '_')):
            m = re.match(r'R"([^(\s]*)\(', text[i:])
            if not m:
                buf.append(c)
                i += 1
                continue
            end = ')' + m.group(1) + '"'
            j = text.find(end, i + m.end())
            j = n if j < 0 else j + len(end)
            buf.append('""' + '\n' * text.count('\n', i, j))
            i = j
        elif c in '"\'':
            j = i + 1
            while j < n and text[j] != c and text[j] != '\n':
                j += 2 if text[j] == '\\' else 1
            # A digit separator (1'000'000) is not a character literal.
            if c == "'" and i > 0 and text[i - 1].isdigit():
                buf.append(c)
                i += 1
                continue
            buf.append(c + c)
            i = j + 1 if j < n and text[j] == c else j  # an unclosed literal ends at its line
        else:
            buf.append(c)
            i += 1
    return ''.join(buf).split('\n')


def functions(path: pathlib.Path):
    """(name, first line, last line) of every function defined at namespace or
    class level in the file."""
    raw = path.read_text(encoding='utf-8', errors='replace').split('\n')
    lines = strip_code('\n'.join(raw))
    stack = []          # 'ns', 'class', 'fn', 'other'
    header = []         # (line, text) since the last ; { } at this level
    found = []
    starts = []         # (name, first line) of open function bodies, parallel to 'fn' entries
    for ln, line in enumerate(lines, 1):
        seg = 0  # where this line's part of the header starts
        for col, c in enumerate(line):
            if c not in '{};':
                continue
            part = line[seg:col]
            here = header + ([(ln, part)] if part.strip() else [])
            seg = col + 1
            header = []
            if c == ';':
                continue
            if c == '}':
                if stack:
                    kind = stack.pop()
                    if kind == 'fn' and starts:
                        name, first = starts.pop()
                        found.append((name, first, ln))
                continue
            inside_fn = any(k in ('fn', 'other') for k in stack)
            text = ' '.join(t.strip() for _, t in here).strip()
            first = here[0][0] if here else ln
            head = text.split('(')[0]
            kind = 'other'
            if not inside_fn:
                if text.startswith('namespace') or re.fullmatch(r'extern\s*""', text):
                    kind = 'ns'
                elif CLASS_HEAD.search(head) and '=' not in head:
                    kind = 'class'
                elif '(' in text and '=' not in head and not KEYWORDS_NOT_FUNCTIONS.match(text):
                    kind = 'fn'
                    m = re.search(r'(operator\s*\S+|[~\w:]+(<[^()]*>)?)\s*$', head)
                    starts.append((m.group(1) if m else head.strip(), first))
            stack.append(kind)
        rest = line[seg:]
        if rest.strip():
            header.append((ln, rest))
    return [(name, a, b, raw[a - 1:b]) for name, a, b in found]


def is_table(body: list[str]) -> bool:
    rows = sum(1 for l in body if ROW.match(l))
    return rows >= TABLE_SHARE * len(body)


def scan(repo: pathlib.Path):
    long_ones = {}
    for path in sorted((repo / 'src').rglob('*')):
        if path.suffix not in ('.cpp', '.hpp', '.h', '.cc', '.in'):
            continue
        rel = path.relative_to(repo).as_posix()
        for name, a, b, body in functions(path):
            n = b - a + 1
            if n > LIMIT and not is_table(body):
                key = f'{rel}:{name}'
                long_ones[key] = max(n, long_ones.get(key, 0))
    return long_ones


def read_list(repo: pathlib.Path):
    known = {}
    f = repo / LIST_FILE
    if not f.exists():
        return known
    for line in f.read_text(encoding='utf-8').splitlines():
        line = line.split('#', 1)[0].strip()
        if line:
            key, n = line.rsplit(' ', 1)
            known[key] = int(n)
    return known


SELF_TEST = r'''
#include <x>
#define OPEN {
namespace a::b {
namespace {
const Row kRows[] = {
    {"k", "}"},
};
}  // namespace
struct S : T {
  int inline_method() const { return 1; }
  struct Inner { int x; };
};
int S::f(int x) const {
  auto l = [&](int y) {
    if (y) { return "{"; }  // a brace } in a comment
    return R"q({{{)q";
  };
  /* } */
  char c = '}';
  return 1'000;
}
std::vector<int> table() {
  return {
      {1, 2},
      {3, 4},
      {5, 6},
      {7, 8},
      {9, 10},
      {11, 12},
  };
}
}  // namespace a::b
'''


def self_test():
    with tempfile.TemporaryDirectory() as d:
        path = pathlib.Path(d) / 'self_test.cpp'
        path.write_text(SELF_TEST, encoding='utf-8')
        got = [(n, a, b) for n, a, b, _ in functions(path)]
    want = [('inline_method', 11, 11), ('S::f', 14, 22), ('table', 23, 32)]
    assert got == want, f'functions: {got} != {want}'
    body = SELF_TEST.split('\n')[22:32]
    assert is_table(body), 'a body of rows is a table'
    assert not is_table(SELF_TEST.split('\n')[13:22]), 'a function is not a table'
    print('self-test passed')
    return 0


def main(argv):
    if '--self-test' in argv:
        return self_test()
    args = [a for a in argv[1:] if not a.startswith('--')]
    repo = pathlib.Path(args[0] if args else pathlib.Path(__file__).resolve().parent.parent)
    long_ones = scan(repo)
    if '--list' in argv:
        for key, n in sorted(long_ones.items(), key=lambda kv: -kv[1]):
            print(f'{n:5}  {key}')
        print(f'{len(long_ones)} functions over {LIMIT} lines (tables exempt)')
        return 0
    if '--write' in argv:
        with open(repo / LIST_FILE, 'w', encoding='utf-8') as f:
            f.write('# Functions over 80 lines that are not tables, with their lengths\n'
                    '# (scripts/function_lengths.py). The list may only shrink: split one,\n'
                    '# then run scripts/function_lengths.py --write.\n')
            for key, n in sorted(long_ones.items()):
                f.write(f'{key} {n}\n')
        print(f'wrote {len(long_ones)} functions to {LIST_FILE}')
        return 0
    known = read_list(repo)
    errors = []
    for key, n in sorted(long_ones.items()):
        if key not in known:
            errors.append(f'{key}: {n} lines, over the limit of {LIMIT} (split it; only the listed functions may be longer)')
        elif n > known[key]:
            errors.append(f'{key}: {n} lines, grew from {known[key]} (it is listed as too long already: split it, do not grow it)')
    for key, n in sorted(known.items()):
        if key not in long_ones:
            errors.append(f'{key}: now within {LIMIT} lines or gone: remove it from {LIST_FILE} (--write)')
    longest = ', '.join(f'{k.split(":")[-1]} {n}' for k, n in sorted(long_ones.items(), key=lambda kv: -kv[1])[:3])
    print(f'{len(long_ones)} functions over {LIMIT} lines, {len(known)} listed' + (f'; longest: {longest}' if longest else ''))
    for e in errors:
        print('error: ' + e)
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
