#!/usr/bin/env python3
"""Writes favicon.ico (32x32, 32-bit) with the same drawing as favicon.svg, for
browsers that ask for /favicon.ico whatever the page links. Run it again after
changing the drawing: python3 web/page/icons/make_ico.py"""
import math, struct, pathlib

N, SS = 32, 4  # size, supersampling per axis

def colour(x, y):
    """RGBA of the drawing at (x, y) in 0..32 coordinates (None = transparent)."""
    def in_circle(cx, cy, r): return (x - cx) ** 2 + (y - cy) ** 2 <= r * r
    def near_segment(ax, ay, bx, by, w):
        t = max(0, min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)))
        return math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay)) <= w / 2
    for cx, cy, rgb in ((16, 9, (0x00, 0x5C, 0x9C)), (8, 23, (0xD5, 0x5E, 0x00)), (24, 23, (0x00, 0x5C, 0x9C))):
        if in_circle(cx, cy, 5.5): return rgb
    if near_segment(16, 9, 8, 23, 2.5) or near_segment(16, 9, 24, 23, 2.5): return (0xF0, 0xE4, 0x42)
    # the rounded background square (radius 6)
    qx, qy = min(max(x, 6), 26), min(max(y, 6), 26)
    if math.hypot(x - qx, y - qy) <= 6: return (0x17, 0x19, 0x1E)
    return None

rows = []
for py in range(N - 1, -1, -1):  # BMP rows go bottom-up
    row = b''
    for px in range(N):
        acc, hits = [0, 0, 0], 0
        for sy in range(SS):
            for sx in range(SS):
                c = colour(px + (sx + 0.5) / SS, py + (sy + 0.5) / SS)
                if c:
                    hits += 1
                    for i in range(3): acc[i] += c[i]
        a = round(255 * hits / SS ** 2)
        r, g, b = (round(v / hits) for v in acc) if hits else (0, 0, 0)
        row += bytes((b, g, r, a))
    rows.append(row)
pixels = b''.join(rows)
mask = b'\0' * (4 * N)  # 1-bit AND mask, all opaque (alpha decides)
header = struct.pack('<IiiHHIIiiII', 40, N, 2 * N, 1, 32, 0, len(pixels) + len(mask), 0, 0, 0, 0)
image = header + pixels + mask
ico = struct.pack('<HHH', 0, 1, 1) + struct.pack('<BBBBHHII', N, N, 0, 0, 1, 32, len(image), 6 + 16) + image
out = pathlib.Path(__file__).with_name('favicon.ico')
out.write_bytes(ico)
print(f'{out}: {len(ico)} bytes')
