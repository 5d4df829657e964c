#!/usr/bin/env python3
"""Builds the Hangul/Latin font the Open Graph cards draw with, from Debian's fonts-nanum (OFL-1.1).

  lib/og/fonts/gyeol-gothic-bold.ttf   Nanum Gothic Bold cut down to what a card can show: the 2,350
                                       Hangul syllables of KS X 1001 (every syllable of ordinary
                                       Korean text), any other syllable our content or messages use,
                                       Latin, Latin-1, general punctuation and a few symbols. satori
                                       (next/og) reads TTF, not WOFF2.

The hanja for the cards come from lib/og/fonts/hanja-sans-bold.ttf (scripts/make-hanja-fonts.py).
lib/og/fonts.ts loads both; lib/og/fonts.test.ts fails when a card's text has a character neither
draws. The cards never read a system font, so a host without fonts-nanum renders the same PNGs.

The OFL reserves the name "Nanum" (and "NanumGothic") for the original fonts: a subset is a Modified
Version, so this one is renamed "Gyeol Gothic" in its name table. The licence is lib/og/fonts/OFL.txt.

Run again when the content gains a Hangul syllable outside KS X 1001 (the test says so):
  apt-get install fonts-nanum      # /usr/share/fonts/truetype/nanum
  apt-get download python3-fonttools python3-brotli   # into a scratch directory
  for f in *.deb; do dpkg-deb -x "$f" root; done
  PYTHONPATH=root/usr/lib/python3/dist-packages python3 scripts/make-og-fonts.py [NanumGothicBold.ttf]
"""
import glob
import os
import re
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, 'lib/og/fonts/gyeol-gothic-bold.ttf')
FAMILY = 'Gyeol Gothic'
HANGUL = re.compile(r'[\uac00-\ud7a3\u3131-\u318e]')


def ks_x_1001_syllables():
    """The Hangul syllables with a two-byte EUC-KR code (KS X 1001's 2,350)."""
    found = []
    for code in range(0xAC00, 0xD7A4):
        try:
            if len(chr(code).encode('euc_kr')) == 2:
                found.append(chr(code))
        except UnicodeEncodeError:
            pass
    return found


def content_hangul():
    files = (
        glob.glob(os.path.join(ROOT, 'content/**/*.json'), recursive=True)
        + glob.glob(os.path.join(ROOT, 'content/**/*.ts'), recursive=True)
        + glob.glob(os.path.join(ROOT, 'messages/*.json'))
    )
    found = set()
    for path in files:
        with open(path, encoding='utf-8') as handle:
            found.update(HANGUL.findall(handle.read()))
    return found


def latin_and_symbols():
    ranges = [
        (0x20, 0x7E),      # Basic Latin
        (0xA0, 0xFF),      # Latin-1
        (0x2010, 0x2027),  # dashes, quotes, bullet, ellipsis
        (0x2030, 0x203A),  # per mille, primes, angle quotes
        (0x3001, 0x3003),  # ideographic comma and full stop
        (0x3008, 0x3011),  # CJK brackets
        (0x3131, 0x318E),  # Hangul compatibility jamo
    ]
    chars = [chr(c) for start, end in ranges for c in range(start, end + 1)]
    return chars + ['\u2190', '\u2192', '\u00b7', '\u2026', '\u20a9', '\u2122']


def rename(font):
    """Give the subset its own name, as the OFL asks of a Modified Version of a reserved name."""
    names = {
        1: FAMILY,
        2: 'Bold',
        3: f'{FAMILY} Bold; subset of Nanum Gothic Bold',
        4: f'{FAMILY} Bold',
        6: 'GyeolGothic-Bold',
        16: FAMILY,
        17: 'Bold',
    }
    table = font['name']
    for record in list(table.names):
        if record.nameID in names or record.nameID in (18, 21, 22):
            table.removeNames(nameID=record.nameID)
    for name_id, value in names.items():
        table.setName(value, name_id, 3, 1, 0x409)
        table.setName(value, name_id, 1, 0, 0)


def main():
    source = sys.argv[1] if len(sys.argv) > 1 else '/usr/share/fonts/truetype/nanum/NanumGothicBold.ttf'
    chars = set(ks_x_1001_syllables()) | content_hangul() | set(latin_and_symbols())
    font = TTFont(source)
    cmap = font.getBestCmap()
    drawn = sorted(c for c in chars if ord(c) in cmap)

    options = subset.Options()
    options.layout_features = ['*']
    options.name_IDs = ['*']
    options.name_languages = ['*']
    options.notdef_outline = True
    options.hinting = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=''.join(drawn))
    subsetter.subset(font)
    rename(font)
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    font.save(OUT)
    print(f'{os.path.relpath(OUT, ROOT)}: {len(drawn)} characters, {os.path.getsize(OUT)} bytes')


if __name__ == '__main__':
    main()
