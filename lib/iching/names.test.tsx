import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HexagramGrid } from '@/components/iching/hexagram-grid';
import { HexagramList } from '@/components/iching/hexagram-list';
import { rawNames } from '@/content/iching';
import names from '@/content/iching/names.json';
import { typeProfiles } from '@/content/quizzes/book';
import type { BookType } from '@/content/quizzes/schema';
import type { Locale } from '@/i18n/routing';
import { castCardText } from '@/lib/og/cast-card';
import { hexagramCardText } from '@/lib/og/cards';
import { typeHexagram } from '@/lib/quiz/type-hexagram';
import { reportRowText } from '@/lib/reports/row-text';
import { castingTable, readCastId } from './cast-page';
import { hexagrams } from './library';
import { findHexagramName, hexagramName } from './names';
import { hexagramTexts } from './reading-texts';
import { buildSearchIndex } from './search-index';
import { hexagramJsonLd, libraryJsonLd } from './structured-data';

const LOCALES: readonly Locale[] = ['ko', 'en'];

/** The library's title: the long-library title in English, the one name in Korean. */
const libraryTitle = (n: (typeof rawNames)[number], locale: Locale) => (locale === 'en' ? n.enLong : n.ko);

/** The spec's long-library titles (book-of-changes.md, "Hexagram titles in the long library"). */
const SPEC_LONG = 'The Creative; The Receptive; Difficulty at the Beginning; Youthful Folly; Waiting; Conflict; The Army; Holding Together; The Taming Power of the Small; Treading; Peace; Standstill; Fellowship; Great Possessing; Humility; Enthusiasm; Following; Work on What Has Been Spoiled; Approach; Contemplation; Biting Through; Grace; Splitting Apart; Return; Innocence; The Taming Power of the Great; Nourishment; Preponderance of the Great; The Abysmal; The Clinging (Fire); Influence; Duration; Retreat; The Power of the Great; Progress; Darkening of the Light; The Family; Opposition; Obstruction; Deliverance; Decrease; Increase; Breakthrough; Coming to Meet; Gathering Together; Pushing Upward; Oppression; The Well; Revolution; The Cauldron; The Arousing; Keeping Still (Mountain); Development; The Marrying Maiden; Abundance; The Wanderer; The Gentle; The Joyous (Lake); Dispersion; Limitation; Inner Truth; Preponderance of the Small; After Completion; Before Completion'.split('; ');

describe('two English titles, each where the spec puts it', () => {
  it('the library (list, drawer, hexagram pages) has the spec\'s 64 long titles', () => {
    expect(SPEC_LONG).toHaveLength(64);
    expect(rawNames.map((n) => n.enLong)).toEqual(SPEC_LONG);
    expect(hexagrams.map((h) => h.libraryName.en)).toEqual(SPEC_LONG);
    expect(hexagrams.map((h) => h.libraryName.ko)).toEqual(rawNames.map((n) => n.ko));
  });

  it('the chooser and the casting grid have the spec\'s shortened titles, one per hexagram', () => {
    // the spec's examples of the short list (book-of-changes.md section 3)
    const short = { 26: 'Great Taming', 34: 'Great Power', 52: 'Keeping Still', 58: 'The Joyous', 62: 'Small Preponderance' };
    for (const [number, title] of Object.entries(short)) expect(rawNames[Number(number) - 1]!.en).toBe(title);
    const grid = itemTexts(unescape(renderToStaticMarkup(<HexagramGrid locale="en" />)));
    expect(grid).toEqual(rawNames.map((n) => `${n.number} ${n.en}`));
    expect(castingTable('en').map((row) => row.displayName)).toEqual(rawNames.map((n) => n.en));
    // one of each: the library never shows a short title where the spec has a longer one, nor the reverse
    const differ = rawNames.filter((n) => n.en !== n.enLong).map((n) => n.number);
    expect(differ).toEqual(expect.arrayContaining([3, 9, 18, 26, 28, 30, 34, 52, 58, 62]));
    const list = itemTexts(unescape(renderToStaticMarkup(<HexagramList locale="en" />)));
    for (const number of differ) {
      expect(list[number - 1]).toContain(rawNames[number - 1]!.enLong);
      expect(grid[number - 1]).not.toContain(rawNames[number - 1]!.enLong);
    }
  });
});
const root = process.cwd();

/** The visible text of each <li> of a rendered list, tags stripped and spaces squashed. */
function itemTexts(html: string): string[] {
  return [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gu)].map((m) => (m[1] ?? '').replace(/<[^>]+>/gu, ' ').replace(/\s+/gu, ' ').trim());
}

const unescape = (html: string) => html.replace(/&#x27;/gu, "'").replace(/&amp;/gu, '&').replace(/&quot;/gu, '"');
const other = (locale: Locale): Locale => (locale === 'ko' ? 'en' : 'ko');

describe('hexagram names: one display name per hexagram per language, in one file', () => {
  it('has the name of all 64 hexagrams in both languages, each a different name', () => {
    expect(rawNames.map((n) => n.number)).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
    for (const n of rawNames) {
      expect(n.ko.trim(), `${n.number} ko`).not.toBe('');
      expect(n.en.trim(), `${n.number} en`).not.toBe('');
      expect(n.ko, `${n.number}: Korean names in Hangul`).toMatch(/^[가-힣 ]+$/u);
      // no trigram glosses in brackets ("Keeping Still (Mountain)"): the trigrams are named beside it
      expect(n.en, `${n.number}: English names in Latin letters`).toMatch(/^[A-Z][A-Za-z' -]+$/u);
    }
    for (const locale of LOCALES) expect(new Set(rawNames.map((n) => n[locale])).size, locale).toBe(64);
  });

  it('keeps names out of the wording files: names.json is the only place they are written', () => {
    const dir = join(root, 'content/iching/text');
    for (const file of readdirSync(dir)) {
      const wording = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<'ko' | 'en', Record<string, unknown>>;
      for (const locale of LOCALES) for (const key of ['title', 'shortTitle', 'name']) expect(Object.keys(wording[locale]), file).not.toContain(key);
    }
  });

  it('gives the same names to the library, to client code and to a number outside 1–64 nothing', () => {
    for (const h of hexagrams) {
      for (const locale of LOCALES) {
        expect(h.name[locale]).toBe(names[h.number - 1]![locale]);
        expect(hexagramName(h.number, locale)).toBe(h.name[locale]);
      }
    }
    expect(findHexagramName(0, 'ko')).toBeUndefined();
    expect(findHexagramName(65, 'en')).toBeUndefined();
    expect(() => hexagramName(65, 'ko')).toThrow();
  });
});

describe('every place a hexagram is named shows its one name, in the page language', () => {
  for (const locale of LOCALES) {
    it(`${locale}: grid, list, search, casting, reading texts, cards, structured data, quiz and My reports agree`, () => {
      /** every name shown for each hexagram number, with where it was seen */
      const seen = new Map<number, Set<string>>();
      const saw = (number: number, name: string | undefined, where: string) => {
        expect(name, `${where} ${number}`).toBeTruthy();
        const set = seen.get(number) ?? new Set<string>();
        set.add(name!);
        seen.set(number, set);
      };

      // the /iching grid and the casting grid: "17 따름"
      itemTexts(unescape(renderToStaticMarkup(<HexagramGrid locale={locale} />))).forEach((cell, i) => {
        expect(cell.startsWith(`${i + 1} `), cell).toBe(true);
        saw(i + 1, cell.slice(`${i + 1} `.length), 'grid');
      });
      for (const row of castingTable(locale)) saw(row.number, row.displayName, 'casting table');
      // the list (drawer, /iching list tab): "17. 따름 택뢰수 隨"
      // the library (list, drawer, hexagram pages) shows the long-library title, checked below
      const rows = itemTexts(unescape(renderToStaticMarkup(<HexagramList locale={locale} />)));
      expect(rows).toHaveLength(64);
      rows.forEach((row, i) => {
        const name = libraryTitle(rawNames[i]!, locale);
        expect(row.startsWith(`${i + 1}. ${name} `), row).toBe(true);
      });
      for (const entry of buildSearchIndex(locale)) saw(entry.number, entry.title, 'search');
      const site = { siteUrl: 'https://example.test', productName: 'Gyeol', company: 'Gyeol' };
      for (const item of (libraryJsonLd(hexagrams, locale, site, 'lib', 'desc').mainEntity as { itemListElement: { position: number; name: string }[] }).itemListElement) {
        expect(item.name.replace(/^\d+\. /u, '')).toBe(libraryTitle(rawNames[item.position - 1]!, locale));
      }
      for (const h of hexagrams) {
        saw(h.number, hexagramTexts(h, locale).title, 'reading texts');
        saw(h.number, hexagramCardText(h, locale, 'shelf').title, 'hexagram OG card');
        expect(String(hexagramJsonLd(h, locale, site, 'lib').headline).replace(/^\d+\. /u, '')).toBe(libraryTitle(rawNames[h.number - 1]!, locale));
        // My reports: a report made in the other language, listed on this page
        const fromOther = { kind: 'book_insight' as const, title: h.name[other(locale)], hexagram: { number: h.number, pattern: h.pattern, chineseName: h.chineseName, name: h.name[other(locale)] } };
        const row = reportRowText(fromOther, locale);
        saw(h.number, row.hexagramName ?? undefined, 'my reports chip');
        saw(h.number, row.title, 'my reports title');
        const question = reportRowText({ ...fromOther, kind: 'current_insight', title: 'a question' }, locale);
        saw(h.number, question.hexagramName ?? undefined, 'my reports chip (insight)');
        expect(question.title).toBe('a question');
      }
      // a shared cast's card: every line moving turns each hexagram into its opposite
      for (const h of hexagrams) {
        const view = readCastId([...h.pattern].map((bit) => (bit === '1' ? '9' : '6')).join(''))!;
        const card = castCardText(view, locale, { present: 'p', relating: 'r', changing: 'c' });
        saw(view.primary.number, card.present.title, 'cast card');
        if (view.relating && card.relating) saw(view.relating.number, card.relating.title, 'cast card');
      }
      for (const type of Object.keys(typeProfiles) as BookType[]) {
        const found = typeHexagram(type);
        saw(found.hexagramId, found.title[locale], 'reader type');
        if (locale === 'en') saw(found.hexagramId, found.hexagram.eng, 'reader type (eng)');
      }

      expect([...seen.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
      for (const [number, shown] of seen) expect([...shown], `hexagram ${number} (${locale})`).toEqual([rawNames[number - 1]![locale]]);
    });
  }
});
