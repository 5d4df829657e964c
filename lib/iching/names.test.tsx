import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HexagramGrid } from '@/components/iching/hexagram-grid';
import { HexagramList } from '@/components/iching/hexagram-list';
import { rawNames } from '@/content/iching';
import names from '@/content/iching/names.json';
import type { Locale } from '@/i18n/routing';
import { castingTable } from './cast-page';
import { hexagrams } from './library';
import { findHexagramName, hexagramName } from './names';
import { hexagramTexts } from './reading-texts';
import { buildSearchIndex } from './search-index';

const LOCALES: readonly Locale[] = ['ko', 'en'];
const root = process.cwd();

/** The visible text of each <li> of a rendered list, tags stripped and spaces squashed. */
function itemTexts(html: string): string[] {
  return [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gu)].map((m) => (m[1] ?? '').replace(/<[^>]+>/gu, ' ').replace(/\s+/gu, ' ').trim());
}

const unescape = (html: string) => html.replace(/&#x27;/gu, "'").replace(/&amp;/gu, '&').replace(/&quot;/gu, '"');

describe('hexagram names: one short and one long name per hexagram, in one file', () => {
  it('has both names of all 64 hexagrams in both languages', () => {
    expect(rawNames.map((n) => n.number)).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
    for (const n of rawNames) {
      for (const locale of LOCALES) {
        const { short, long } = n[locale];
        expect(short.trim(), `${n.number} ${locale} short`).not.toBe('');
        expect(long.trim(), `${n.number} ${locale} long`).not.toBe('');
        expect(short.length, `${n.number} ${locale}: the short name is not longer than the long one`).toBeLessThanOrEqual(long.length);
      }
      expect(n.ko.short + n.ko.long, `${n.number}: Korean names in Hangul`).not.toMatch(/[A-Za-z]/u);
      expect(n.en.short + n.en.long, `${n.number}: English names in Latin letters`).toMatch(/^[A-Za-z ()'-]+$/u);
    }
  });

  it('makes each short name a part of its long name, so a reader who meets both knows them for one', () => {
    for (const n of rawNames) {
      // Korean: the long name itself or a piece of it (다툼 / 다툼과 송사)
      expect(n.ko.long, `${n.number}`).toContain(n.ko.short);
      // English: the spec's shortened titles (Great Taming / The Taming Power of the Great): every word is in the long name
      for (const word of n.en.short.split(' ').filter((w) => !/^(the|of|on)$/iu.test(w))) expect(n.en.long, `${n.number}`).toContain(word);
    }
  });

  it('never gives two hexagrams the same name', () => {
    for (const locale of LOCALES) {
      for (const role of ['short', 'long'] as const) {
        const all = rawNames.map((n) => n[locale][role]);
        expect(new Set(all).size, `${locale} ${role}`).toBe(64);
      }
    }
  });

  it('keeps names out of the wording files: names.json is the only place they are written', () => {
    const dir = join(root, 'content/iching/text');
    for (const file of readdirSync(dir)) {
      const wording = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<'ko' | 'en', Record<string, unknown>>;
      for (const locale of LOCALES) expect(Object.keys(wording[locale]), file).not.toEqual(expect.arrayContaining(['title']));
      for (const locale of LOCALES) expect(Object.keys(wording[locale]), file).not.toEqual(expect.arrayContaining(['shortTitle']));
    }
  });

  it('gives the same names to the library, to client code and to a number outside 1–64 nothing', () => {
    for (const h of hexagrams) {
      for (const locale of LOCALES) {
        expect(h.name[locale]).toEqual(names[h.number - 1]![locale]);
        expect(hexagramName(h.number, locale, 'short')).toBe(h.name[locale].short);
        expect(hexagramName(h.number, locale, 'long')).toBe(h.name[locale].long);
      }
    }
    expect(findHexagramName(0, 'ko', 'long')).toBeUndefined();
    expect(findHexagramName(65, 'en', 'short')).toBeUndefined();
    expect(() => hexagramName(65, 'ko', 'long')).toThrow();
  });
});

describe('the names by role, as the components receive them', () => {
  for (const locale of LOCALES) {
    it(`${locale}: grid cells and the casting screen show the short name`, () => {
      const cells = itemTexts(unescape(renderToStaticMarkup(<HexagramGrid locale={locale} />)));
      expect(cells).toEqual(rawNames.map((n) => `${n.number} ${n[locale].short}`));
      expect(castingTable(locale).map((row) => row.shortTitle)).toEqual(rawNames.map((n) => n[locale].short));
    });

    it(`${locale}: list rows, search results and reading texts show the long name`, () => {
      const rows = itemTexts(unescape(renderToStaticMarkup(<HexagramList locale={locale} />)));
      expect(rows).toHaveLength(64);
      rows.forEach((row, i) => expect(row.startsWith(`${i + 1}. ${rawNames[i]![locale].long} `), row).toBe(true));
      expect(buildSearchIndex(locale).map((entry) => entry.title)).toEqual(rawNames.map((n) => n[locale].long));
      for (const h of hexagrams) expect(hexagramTexts(h, locale).title).toBe(h.name[locale].long);
    });
  }
});
