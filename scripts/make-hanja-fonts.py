#!/usr/bin/env python3
"""Builds the hanja fonts the library ships, from Debian's fonts-noto-cjk (OFL-1.1).

  public/fonts/hanja/serif-NN.woff2 Noto Serif CJK KR, every CJK character of the library's text,
                                   cut into slices. app/hanja-fonts.css declares each slice as a
                                   face of 'Gyeol Hanja' with its own unicode-range, and the pages
                                   list that family LAST in their font stacks: a browser downloads a
                                   slice only when no installed font draws a character of the page
                                   and the slice holds it (a machine without CJK fonts would
                                   otherwise show empty boxes for 為, 頤, 噬嗑 ...).
  lib/og/fonts/hanja-sans-bold.ttf Noto Sans CJK KR Bold, the hexagram names only, for the Open Graph
                                   cards (satori reads TTF, not WOFF2; lib/og/fonts.ts loads it).
  lib/fonts/hanja-subset.json      the characters each font holds, and each slice's characters
                                   (checked by lib/fonts/hanja-subset.test.ts).

How the slices are cut: the characters each prerendered page shows are read from a build
(.next/server/app/**/*.html, text outside <script> and <style>; the ko and en page of a path count
as one). Characters shown on exactly the same pages start as one group; groups are then merged,
smallest first, whenever that lowers the bytes all pages download together (a slice costs its
glyphs plus a fixed overhead for its file and request). Characters no page shows (the simplified
forms, text that appears only after an interaction) fill slices in code point order. Same build,
same fonts: the result is deterministic. scripts/check-page-weight.mjs (in npm test) checks each
page's worst case against bench/budgets.json.

Run again whenever the content gains a character (the test says so), after a build:
  node node_modules/next/dist/bin/next build
  apt-get download fonts-noto-cjk python3-fonttools python3-brotli   # into a scratch directory
  for f in *.deb; do dpkg-deb -x "$f" root; done
  PYTHONPATH=root/usr/lib/python3/dist-packages python3 scripts/make-hanja-fonts.py root/usr/share/fonts/opentype/noto
then build again (the CSS changed).
"""
import glob
import hashlib
import json
import os
import re
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

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


def write_subset(font, text, out, flavor, names='*', web=False):
    options = subset.Options()
    options.flavor = flavor
    # the web slices keep no OpenType layout: its closure pulls in hundreds of variant glyphs
    # (vertical, Japanese and Chinese forms) that horizontal Korean pages never draw; with the
    # charstrings desubroutinized, WOFF2 packs them in less than half the bytes
    options.layout_features = [] if web else ['*']
    options.desubroutinize = web
    options.name_IDs = names
    options.name_languages = ['*'] if names == '*' else [0x409]
    options.notdef_outline = True
    options.hinting = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    font.flavor = flavor
    font.save(out)
    return os.path.getsize(out)


# A slice's cost beyond its glyphs: the file's own tables and one more request. Tuned by hand: at
# this value no public page needs more than a handful of slices.
SLICE_OVERHEAD = 3000
LEFTOVER_SLICE = 48  # characters per slice for those no prerendered page shows
WEB_NAMES = [0, 1, 2, 3, 4, 5, 6]  # copyright, names, version (the licence: public/fonts/OFL.txt)


def page_texts(app_dir):
    """The CJK characters each prerendered page shows by its path, the two locales of a path as one."""
    pages = {}
    for path in sorted(glob.glob(os.path.join(app_dir, '**/*.html'), recursive=True)):
        with open(path, encoding='utf-8') as handle:
            html = handle.read()
        body = re.sub(r'<script\b.*?</script>|<style\b.*?</style>', '', html, flags=re.S)
        text = re.sub(r'<[^>]+>', '', body)
        rel = os.path.relpath(path, app_dir)[: -len('.html')]
        key = re.sub(r'^(ko|en)(/|$)', '', rel)
        pages.setdefault(key, set()).update(CJK.findall(text))
    return {key: chars for key, chars in sorted(pages.items()) if chars}


def cut_slices(chars, pages, glyph_bytes):
    """Groups `chars` into slices so that the pages together download few bytes (see the docstring)."""
    groups = {}
    for ch in chars:
        mask = 0
        for index, page in enumerate(pages):
            if ch in page:
                mask |= 1 << index
        groups.setdefault(mask, []).append(ch)
    leftover = sorted(groups.pop(0, []))
    live = [[mask, sorted(group)] for mask, group in sorted(groups.items(), key=lambda kv: (len(kv[1]), kv[1]))]

    def gain(a, b):
        both = bin(a[0] & b[0]).count('1')
        only_a = bin(a[0] & ~b[0]).count('1')
        only_b = bin(b[0] & ~a[0]).count('1')
        return SLICE_OVERHEAD * both - glyph_bytes * (len(b[1]) * only_a + len(a[1]) * only_b)

    # passes, smallest group first: each joins the group it gains most with, while anything gains
    merged = True
    while merged:
        merged = False
        live.sort(key=lambda g: (len(g[1]), g[1]))
        i = 0
        while i < len(live):
            group = live[i]
            best, best_gain = None, 0
            for j, other in enumerate(live):
                if j != i:
                    g = gain(group, other)
                    if g > best_gain:
                        best, best_gain = j, g
            if best is None:
                i += 1
                continue
            other = live[best]
            other[0] |= group[0]
            other[1] = sorted(other[1] + group[1])
            del live[i]
            merged = True
    slices = sorted((g[1] for g in live), key=lambda g: g[0])
    slices += [leftover[i:i + LEFTOVER_SLICE] for i in range(0, len(leftover), LEFTOVER_SLICE)]
    return [''.join(s) for s in slices]


def unicode_range(text):
    points = sorted(ord(c) for c in text)
    spans = []
    for p in points:
        if spans and p == spans[-1][1] + 1:
            spans[-1][1] = p
        else:
            spans.append([p, p])
    return ', '.join(f'U+{a:X}' if a == b else f'U+{a:X}-{b:X}' for a, b in spans)


def main():
    noto = sys.argv[1] if len(sys.argv) > 1 else '/usr/share/fonts/opentype/noto'
    app_dir = os.path.join(ROOT, '.next/server/app')
    if not glob.glob(os.path.join(app_dir, '**/*.html'), recursive=True):
        sys.exit('No prerendered pages in .next/server/app: run `next build` first.')
    with open(os.path.join(ROOT, 'lib/fonts/hanja-sources.json'), encoding='utf-8') as handle:
        sources = json.load(handle)
    unseen = {os.path.join(ROOT, path) for path in sources.get('unseen', [])}
    text_files = sorted(
        path
        for pattern in sources['patterns']
        for path in glob.glob(os.path.join(ROOT, pattern), recursive=True)
        if not re.search(r'\.test\.tsx?$', path) and path not in unseen
    )
    all_text = chars_in(text_files)
    with open(os.path.join(ROOT, 'content/iching/reference/hexagrams.json'), encoding='utf-8') as handle:
        facts = json.load(handle)
    names = ''.join(sorted({c for h in facts for key in ('korean_name_hanja', 'chinese_full_name', 'chinese_name') for c in h[key]}))

    serif = os.path.join(noto, 'NotoSerifCJK-Regular.ttc')
    out_dir = os.path.join(ROOT, 'public/fonts/hanja')
    os.makedirs(out_dir, exist_ok=True)
    for old in glob.glob(os.path.join(out_dir, '*.woff2')):
        os.remove(old)
    # one pass over the big collection; the slices are cut from this small font
    whole_path = os.path.join(out_dir, 'whole.otf.tmp')
    write_subset(face(serif, KR), all_text, whole_path, None, WEB_NAMES, web=True)
    probe = os.path.join(out_dir, 'whole.woff2.tmp')
    glyph_bytes = write_subset(TTFont(whole_path), all_text, probe, 'woff2', WEB_NAMES, web=True) // len(all_text)
    os.remove(probe)

    by_path = {key: chars & set(all_text) for key, chars in page_texts(app_dir).items()}
    pages = list(by_path.values())
    slices = cut_slices(all_text, pages, glyph_bytes)
    css = [
        '/* Generated by scripts/make-hanja-fonts.py: do not edit. The hanja of the library, Noto Serif CJK KR',
        '   (OFL-1.1, public/fonts/OFL.txt), cut into slices; a browser fetches only the slices whose',
        '   characters a page shows and no installed font draws. The metric overrides keep a line as tall',
        '   as the Korean fonts make it, so a slice arriving late moves nothing. */',
    ]
    sizes = []
    for index, chars in enumerate(slices):
        name = f'serif-{index:02d}.woff2'
        sizes.append(write_subset(TTFont(whole_path), chars, os.path.join(out_dir, name), 'woff2', WEB_NAMES, web=True))
        css += [
            '@font-face {',
            "  font-family: 'Gyeol Hanja';",
            f"  src: url('/fonts/hanja/{name}') format('woff2');",
            '  font-display: swap;',
            '  ascent-override: 88%;',
            '  descent-override: 12%;',
            '  line-gap-override: 0%;',
            f'  unicode-range: {unicode_range(chars)};',
            '}',
        ]
    with open(os.path.join(ROOT, 'app/hanja-fonts.css'), 'w', encoding='utf-8') as handle:
        handle.write('\n'.join(css) + '\n')
    worst = max(sum(size for chars, size in zip(slices, sizes) if set(chars) & page) for page in pages)
    print(f'public/fonts/hanja: {len(all_text)} characters in {len(slices)} slices, {sum(sizes)} bytes; worst page {worst} bytes by the slices')

    # Each prerendered page with hanja also gets one face of exactly its characters, declared by the
    # page itself (components/hanja-face.tsx) after the slices, so it wins for those characters:
    # one small request instead of several slices. The slices stay for text drawn after a
    # client-side change and for pages built since this ran.
    faces = {}
    for key, chars in by_path.items():
        text = ''.join(sorted(chars))
        name = f"page-{hashlib.sha1(text.encode('utf-8')).hexdigest()[:10]}.woff2"
        if not os.path.exists(os.path.join(out_dir, name)):
            write_subset(TTFont(whole_path), text, os.path.join(out_dir, name), 'woff2', WEB_NAMES, web=True)
        faces[key] = {'file': name, 'range': unicode_range(text)}
    with open(os.path.join(ROOT, 'lib/fonts/hanja-pages.json'), 'w', encoding='utf-8') as handle:
        json.dump(faces, handle, ensure_ascii=False, indent=1, sort_keys=True)
        handle.write('\n')
    largest = max(os.path.getsize(os.path.join(out_dir, f['file'])) for f in faces.values())
    print(f'public/fonts/hanja: {len(faces)} page faces, the largest {largest} bytes')

    os.remove(whole_path)

    write_subset(face(os.path.join(noto, 'NotoSansCJK-Bold.ttc'), KR), names, os.path.join(ROOT, 'lib/og/fonts/hanja-sans-bold.ttf'), None)
    with open(os.path.join(ROOT, 'lib/fonts/hanja-subset.json'), 'w', encoding='utf-8') as handle:
        json.dump({'serif': all_text, 'sansBold': names, 'serifSlices': slices}, handle, ensure_ascii=False, indent=2)
        handle.write('\n')


if __name__ == '__main__':
    main()
