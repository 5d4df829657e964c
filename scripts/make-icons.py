"""Draws the app icons (the product mark: two solid bars around a broken seal-red bar) as PNG/ICO.
Run once: python3 scripts/make-icons.py. Pure standard library."""
import struct, zlib

PAPER = (250, 247, 240)
INK = (31, 29, 26)
SEAL = (162, 59, 42)

def render(size):
    px = [[PAPER for _ in range(size)] for _ in range(size)]
    def rect(x0, y0, x1, y1, c):
        for y in range(int(y0), int(y1)):
            for x in range(int(x0), int(x1)):
                px[y][x] = c
    m = size * 0.18
    bar = size * 0.14
    gap = (size - 2 * m - 3 * bar) / 2
    w = size - 2 * m
    for i, broken in enumerate([False, True, False]):
        y = m + i * (bar + gap)
        c = SEAL if broken else INK
        if broken:
            rect(m, y, m + w * 0.42, y + bar, c)
            rect(m + w * 0.58, y, m + w, y + bar, c)
        else:
            rect(m, y, m + w, y + bar, c)
    return px

def png(size):
    px = render(size)
    raw = b''.join(b'\x00' + bytes(v for p in row for v in (*p, 255)) for row in px)
    def chunk(t, d):
        return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
    return b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', size, size, 8, 6, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b'')

def ico(sizes):
    images = [png(s) for s in sizes]
    header = struct.pack('<HHH', 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries = b''
    for s, data in zip(sizes, images):
        entries += struct.pack('<BBBBHHII', s % 256, s % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b''.join(images)

open('app/favicon.ico', 'wb').write(ico([16, 32, 48]))
open('app/icon.png', 'wb').write(png(192))
open('app/apple-icon.png', 'wb').write(png(180))
open('public/icon-512.png', 'wb').write(png(512))
