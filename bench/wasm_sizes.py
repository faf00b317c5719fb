#!/usr/bin/env python3
"""Where a .wasm's bytes go: section sizes, and with a name section (a link with
--profiling-funcs) code bytes per function grouped by a name pattern.
  python3 bench/wasm_sizes.py build/x/site/index.wasm [top-N]
Used for docs/size.md."""
import re, subprocess, sys, zlib

def leb(b, i):
    r = s = 0
    while True:
        x = b[i]; i += 1; r |= (x & 0x7f) << s; s += 7
        if x < 0x80: return r, i

data = open(sys.argv[1], 'rb').read()
top = int(sys.argv[2]) if len(sys.argv) > 2 else 0
i, secs = 8, []
while i < len(data):
    sid = data[i]; n, j = leb(data, i + 1); secs.append((sid, j, n)); i = j + n
SEC = {0: 'custom', 1: 'type', 2: 'import', 3: 'function', 5: 'memory', 6: 'global', 7: 'export', 9: 'elem', 10: 'code', 11: 'data'}
for sid, j, n in secs:
    print(f"{SEC.get(sid, sid):10} {n:9} B  gzip {len(zlib.compress(data[j:j+n], 9)):8} B")
imports = 0
for sid, j, n in secs:
    if sid == 2:
        cnt, k = leb(data, j)
        for _ in range(cnt):
            for _ in range(2):
                l, k = leb(data, k); k += l
            kind = data[k]; k += 1
            if kind == 0: imports += 1; _, k = leb(data, k)
            elif kind == 1: k += 1; f, k = leb(data, k); _, k = leb(data, k); k = leb(data, k)[1] if f & 1 else k
            elif kind == 2: f, k = leb(data, k); _, k = leb(data, k); k = leb(data, k)[1] if f & 1 else k
            else: k += 2
names = {}
for sid, j, n in secs:
    if sid == 0:
        l, k = leb(data, j)
        if data[k:k+l] != b'name': continue
        k += l
        while k < j + n:
            sub = data[k]; sz, k2 = leb(data, k + 1)
            if sub == 1:
                cnt, m = leb(data, k2)
                for _ in range(cnt):
                    idx, m = leb(data, m); l, m = leb(data, m); names[idx] = data[m:m+l].decode('utf8', 'replace'); m += l
            k = k2 + sz
bodies = []
for sid, j, n in secs:
    if sid == 10:
        cnt, k = leb(data, j)
        for f in range(cnt):
            sz, k2 = leb(data, k); bodies.append((imports + f, data[k2:k2+sz])); k = k2 + sz
if not names: sys.exit(0)
mangled = [names.get(f, '?') for f, _ in bodies]
dem = subprocess.run(['c++filt'], input='\n'.join(mangled), capture_output=True, text=True).stdout.split('\n')
GROUPS = [('imgui', r'^(ImGui|Im[A-Z]|stbtt|stb_|stbrp|stbtt_|ImFont|STB_)|::Im[A-Z]|\bIm[A-Z]\w+::'),
          ('sdl', r'^(SDL_|sdl|Emscripten_|SDL|yuv|BlitN|Blit|_Blit|GL_|GLES|SW_|Blit_)'),
          ('nlohmann', r'nlohmann'), ('gtl::app', r'gtl::app|^gtl_|web_api'),
          ('gtl::model', r'gtl::model|gtl::i18n'), ('gtl', r'gtl::'),
          ('libc++/abi', r'^std::|__cxa|__cxx|__cxxabiv1|^operator|^void std|std::__2'),
          ('libc', r'^(__|_|[a-z][a-z0-9_]*$)')]
tot = {}
items = []
for (f, body), d in zip(bodies, dem):
    g = next((g for g, p in GROUPS if re.search(p, d)), 'other')
    tot[g] = tot.get(g, 0) + len(body); items.append((len(body), d))
for g, v in sorted(tot.items(), key=lambda x: -x[1]):
    print(f"code {g:12} {v:9} B")
for n, d in sorted(items, reverse=True)[:top]:
    print(f"{n:8} {d[:150]}")
