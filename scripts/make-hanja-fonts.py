#!/usr/bin/env python3
"""Builds the two small hanja fonts the library ships, from Debian's fonts-noto-cjk (OFL-1.1).

  public/fonts/hanja-serif.woff2   Noto Serif CJK KR, every CJK character of the library's text. The
                                   pages list it LAST in their font stacks, so a browser downloads it
                                   only when no installed font draws a character (a machine without
                                   CJK fonts would otherwise show empty boxes for 為, 頤, 噬嗑 ...).
  lib/og/fonts/hanja-sans-bold.ttf Noto Sans CJK KR Bold, the hexagram names only, for the Open Graph
                                   cards (satori reads TTF, not WOFF2; lib/og/fonts.ts loads it).
  lib/fonts/hanja-subset.json      the characters each font holds (checked by lib/fonts/hanja-subset.test.ts).

Run again whenever the content gains a character:
  apt-get download fonts-noto-cjk python3-fonttools python3-brotli   # into a scratch directory
  for f in *.deb; do dpkg-deb -x "$f" root; done
  PYTHONPATH=root/usr/lib/python3/dist-packages python3 scripts/make-hanja-fonts.py root/usr/share/fonts/opentype/noto
"""
import glob
import json
import os
import re
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CJK = re.compile(r'[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]')
KR = 1  # index of the Korean face in the Noto CJK collections


def chars_in(paths):
    found = set()
    for path in paths:
        with open(path, encoding='utf-8') as handle:
            found.update(CJK.findall(handle.read()))
    return ''.join(sorted(found))


def face(collection_path, index):
    return TTCollection(collection_path).fonts[index]


def write_subset(font, text, out, flavor):
    options = subset.Options()
    options.flavor = flavor
    options.layout_features = ['*']
    options.name_IDs = ['*']
    options.name_languages = ['*']
    options.notdef_outline = True
    options.hinting = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    font.flavor = flavor
    font.save(out)
    print(f'{os.path.relpath(out, ROOT)}: {len(text)} characters, {os.path.getsize(out)} bytes')


def main():
    noto = sys.argv[1] if len(sys.argv) > 1 else '/usr/share/fonts/opentype/noto'
    text_files = (
        glob.glob(os.path.join(ROOT, 'content/iching/reference/*.json'))
        + glob.glob(os.path.join(ROOT, 'content/iching/text/*.json'))
        + glob.glob(os.path.join(ROOT, 'content/korea/*.ts'))
        + glob.glob(os.path.join(ROOT, 'messages/*.json'))
    )
    all_text = chars_in(text_files)
    with open(os.path.join(ROOT, 'content/iching/reference/hexagrams.json'), encoding='utf-8') as handle:
        facts = json.load(handle)
    names = ''.join(sorted({c for h in facts for key in ('korean_name_hanja', 'chinese_full_name', 'chinese_name') for c in h[key]}))

    os.makedirs(os.path.join(ROOT, 'public/fonts'), exist_ok=True)
    write_subset(face(os.path.join(noto, 'NotoSerifCJK-Regular.ttc'), KR), all_text, os.path.join(ROOT, 'public/fonts/hanja-serif.woff2'), 'woff2')
    write_subset(face(os.path.join(noto, 'NotoSansCJK-Bold.ttc'), KR), names, os.path.join(ROOT, 'lib/og/fonts/hanja-sans-bold.ttf'), None)
    with open(os.path.join(ROOT, 'lib/fonts/hanja-subset.json'), 'w', encoding='utf-8') as handle:
        json.dump({'serif': all_text, 'sansBold': names}, handle, ensure_ascii=False, indent=2)
        handle.write('\n')


if __name__ == '__main__':
    main()
