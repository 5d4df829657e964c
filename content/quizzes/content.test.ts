import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookQuestions, bookSets, typeProfiles } from './book';
import { characterProfiles, characterQuestions } from './character';
import { elementLook } from './elements';
import { relationshipProfiles, relationshipQuestions } from './relationship';
import { characterBlends, characterReports } from './character-report';
import { relationshipBlends, relationshipReports } from './relationship-report';
import {
  BOOK_TYPES,
  ELEMENTS,
  bookQuestionSchema,
  bookSetsSchema,
  elementProfilesSchema,
  elementQuestionSchema,
  typeProfilesSchema,
} from './schema';

const elementQuizzes = { character: characterQuestions, relationship: relationshipQuestions };
const everything = { characterQuestions, characterProfiles, relationshipQuestions, relationshipProfiles, bookQuestions, typeProfiles, bookSets };

/** Every string under a `ko` or `en` key, with where it sits. */
function localizedStrings(value: unknown, path = '', language?: string): { path: string; language: string; text: string }[] {
  if (typeof value === 'string') return language ? [{ path, language, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => localizedStrings(v, `${path}[${i}]`, language));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) =>
      localizedStrings(v, `${path}.${key}`, key === 'ko' || key === 'en' ? key : language),
    );
  }
  return [];
}

describe('quiz content', () => {
  it('parses against the schema, with 7, 8 and 5 questions', () => {
    expect(() => z.array(elementQuestionSchema).length(7).parse(characterQuestions)).not.toThrow();
    expect(() => z.array(elementQuestionSchema).length(8).parse(relationshipQuestions)).not.toThrow();
    expect(() => z.array(bookQuestionSchema).length(5).parse(bookQuestions)).not.toThrow();
    expect(() => elementProfilesSchema.parse(characterProfiles)).not.toThrow();
    expect(() => elementProfilesSchema.parse(relationshipProfiles)).not.toThrow();
    expect(() => typeProfilesSchema.parse(typeProfiles)).not.toThrow();
    expect(() => bookSetsSchema.parse(bookSets)).not.toThrow();
  });

  it('rejects a question whose answers repeat an element', () => {
    const first = characterQuestions[0]!;
    const repeated = { ...first, answers: first.answers.map((a) => ({ ...a, element: 'wood' })) };
    expect(elementQuestionSchema.safeParse(repeated).success).toBe(false);
  });

  it('ties the five answers of every question to five different elements or types', () => {
    for (const questions of Object.values(elementQuizzes)) {
      for (const q of questions) expect(new Set(q.answers.map((a) => a.element)), q.id).toEqual(new Set(ELEMENTS));
    }
    for (const q of bookQuestions) expect(new Set(q.answers.map((a) => a.type)), q.id).toEqual(new Set(BOOK_TYPES));
  });

  it('moves each element and type around so an answer’s position does not give it away', () => {
    const quizzes = [
      ...Object.values(elementQuizzes).map((qs) => qs.map((q) => q.answers.map((a) => a.element as string))),
      bookQuestions.map((q) => q.answers.map((a) => a.type as string)),
    ];
    for (const orders of quizzes) {
      const keys = new Set(orders.flat());
      for (const key of keys) {
        const positions = new Set(orders.map((order) => order.indexOf(key)));
        expect(positions.size, `${key} sits in only ${[...positions].join(', ')}`).toBeGreaterThanOrEqual(3);
      }
      for (let position = 0; position < 5; position++) {
        const counts = new Map<string, number>();
        for (const order of orders) counts.set(order[position]!, (counts.get(order[position]!) ?? 0) + 1);
        expect(Math.max(...counts.values()), `position ${position}`).toBeLessThanOrEqual(Math.ceil(orders.length / 2));
      }
    }
  });

  it('gives every question an id of its own', () => {
    const ids = [...characterQuestions, ...relationshipQuestions, ...bookQuestions].map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has four traits in both languages for every profile, and two separately written sets', () => {
    for (const profiles of [characterProfiles, relationshipProfiles]) {
      for (const element of ELEMENTS) {
        expect(profiles[element].traits.ko).toHaveLength(4);
        expect(profiles[element].traits.en).toHaveLength(4);
        expect(profiles[element].color).toBe(elementLook[element].color);
        expect(profiles[element].image).toBe(`/images/quiz/element-${element}.svg`);
      }
    }
    for (const element of ELEMENTS) {
      expect(relationshipProfiles[element].title).not.toEqual(characterProfiles[element].title);
      expect(relationshipProfiles[element].description).not.toEqual(characterProfiles[element].description);
    }
    const titles = ELEMENTS.map((e) => characterProfiles[e].title.ko);
    expect(new Set(titles).size).toBe(5);
  });

  it('keeps every type on the hexagram the spec gives it, each with its own image', () => {
    expect(BOOK_TYPES.map((t) => typeProfiles[t].hexagramId)).toEqual([1, 58, 52, 57, 29]);
    for (const t of BOOK_TYPES) expect(typeProfiles[t].image).toBe(`/images/quiz/book-${t}.svg`);
  });

  it('has three must-reads and three hidden gems per type, and never the same book twice', () => {
    const books = BOOK_TYPES.flatMap((t) => {
      expect(bookSets[t].mustReads).toHaveLength(3);
      expect(bookSets[t].hiddenGems).toHaveLength(3);
      return [...bookSets[t].mustReads, ...bookSets[t].hiddenGems];
    });
    expect(books).toHaveLength(30);
    expect(new Set(books.map((b) => b.ko.title)).size).toBe(30);
    expect(new Set(books.map((b) => b.en.title.toLowerCase())).size).toBe(30);
  });

  it('names every book with title, author and year in both languages, a reason, and where it was checked', () => {
    for (const t of BOOK_TYPES) {
      for (const b of [...bookSets[t].mustReads, ...bookSets[t].hiddenGems]) {
        const label = `${t}: ${b.en.title}`;
        for (const edition of [b.ko, b.en]) {
          expect(edition.title.length, label).toBeGreaterThan(0);
          expect(edition.author.length, label).toBeGreaterThan(0);
        }
        expect(Number.isInteger(b.en.year), label).toBe(true);
        expect(b.ko.publisher.length, label).toBeGreaterThan(0);
        // the Korean edition's year only where the page it was checked against shows one; a translation
        // cannot come out before the work itself
        if (b.ko.year !== undefined) {
          expect(Number.isInteger(b.ko.year), label).toBe(true);
          expect(b.ko.year, label).toBeGreaterThanOrEqual(b.en.year);
          expect(b.ko.year, label).toBeLessThanOrEqual(2026);
        }
        // the reason is a sentence of its own, not the title again
        expect(b.why.ko.length, label).toBeGreaterThan(30);
        expect(b.why.en.length, label).toBeGreaterThan(50);
        expect(b.why.ko).toMatch(/[.다요]$/u);
        expect(b.why.en).toMatch(/\.$/);
        expect(b.source.koEdition, label).toMatch(/^https?:\/\/[^/]+\.[a-z]+/);
        expect(b.source.original, label).toMatch(/^https?:\/\/[^/]+\.[a-z]+/);
      }
    }
    const whys = BOOK_TYPES.flatMap((t) => [...bookSets[t].mustReads, ...bookSets[t].hiddenGems].map((b) => b.why.ko));
    expect(new Set(whys).size).toBe(30);
  });

  it('says for every book which kind of page its Korean edition was checked at, and never passes a reader’s blog off as more', () => {
    // A publisher's page must sit on that publisher's own site; a government list on a .go.kr site; a library's
    // record on a library's. A reader's review (a blog) is only ever 'reader', whatever bookseller line it carries.
    const publisherSites: Record<string, RegExp> = {
      민음사: /^(minumsa\.)?minumsa\.com$/u,
      // the publisher's site, or its own blog on Tistory, which the publisher's pages link to
      사이언스북스: /^sciencebooks\.(minumsa\.com|tistory\.com)$/u,
      대한기독교서회: /^(www\.)?clsk\.org$/u,
      해냄: /^(www\.)?hainaim\.com$/u,
      시공사: /^(www\.)?sigongsa\.com$/u,
      까치: /^(www\.)?kachibooks\.co\.kr$/u,
      비룡소: /^(www\.)?bir\.co\.kr$/u,
      // its own shop, where the publisher lists its editions
      홍성사: /^(shop|www)\.hongsungsa\.com$/u,
      // 민음사's imprint, on the imprint's own site under minumsa.com
      황금가지: /^goldenbough\.minumsa\.com$/u,
      돌베개: /^(www\.)?dolbegae\.co\.kr$/u,
    };
    const publishersOwnBlogs = new Set(['sciencebooks.tistory.com']);
    const blogs = /(^|\.)(blog\.aladin\.co\.kr|tistory\.com|brunch\.co\.kr|blog\.naver\.com|blog\.yes24\.com)$/u;
    const byKind = new Map<string, string[]>();
    for (const t of BOOK_TYPES) {
      for (const b of [...bookSets[t].mustReads, ...bookSets[t].hiddenGems]) {
        const label = `${t}: ${b.en.title}`;
        const host = new URL(b.source.koEdition).hostname;
        byKind.set(b.source.kind, [...(byKind.get(b.source.kind) ?? []), b.ko.title]);
        if (blogs.test(host) && !publishersOwnBlogs.has(host)) expect(b.source.kind, label).toBe('reader');
        if (b.source.kind === 'publisher') expect(host, label).toMatch(publisherSites[b.ko.publisher] ?? /^$/u);
        if (b.source.kind === 'government') expect(host, label).toMatch(/\.go\.kr$/u);
        // a library's catalogue: on a library's own host or path (lib.…, …/library/…), a university's or a public library's (.go.kr)
        if (b.source.kind === 'library') expect(`${host}${new URL(b.source.koEdition).pathname}`, label).toMatch(/lib|\.ac\.kr\/|\.go\.kr\//iu);
      }
    }
    const count = (...kinds: string[]) => kinds.reduce((n, k) => n + (byKind.get(k)?.length ?? 0), 0);
    console.log([...byKind].map(([kind, titles]) => `${kind} ${titles.length}: ${titles.join(', ')}`).join('\n'));
    // Where the sources stand: every one of the thirty is on a publisher's page, a library's record or a
    // government list, and none rests on the press, a bookseller or a reader's review any more.
    expect(count('publisher', 'library', 'government')).toBe(30);
    expect(count('press', 'bookseller', 'reader')).toBe(0);
  });

  it('gives every Life Book profile at least 1,500 Hangul characters of its own, English beside it', () => {
    // Its own text: the type's name and description, the reason given for each of its six books and its next
    // steps. Book titles, authors and publishers are not counted: they are the books', not the report's.
    const hangul = (text: string) => (text.match(/[\uac00-\ud7a3]/gu) ?? []).length;
    const counts: string[] = [];
    for (const t of BOOK_TYPES) {
      const { name, description } = typeProfiles[t];
      const set = bookSets[t];
      const own = (locale: 'ko' | 'en') => [name[locale], description[locale], ...[...set.mustReads, ...set.hiddenGems].map((b) => b.why[locale]), set.nextSteps[locale]];
      const ko = own('ko').reduce((sum, text) => sum + hangul(text), 0);
      const en = own('en').join('').replace(/\s/gu, '').length;
      counts.push(`${t}: ${ko} Hangul, en ${en}`);
      expect(ko, t).toBeGreaterThanOrEqual(1500);
      // the English says as much: longer in letters than the Korean in syllables
      expect(en, t).toBeGreaterThan(ko * 1.5);
    }
    console.log(counts.join('\n'));
  });

  it('addresses the reader as Korean does: no 당신, no 통찰, no -십시오, 리포트 not 보고서', () => {
    const reports = { characterReports, characterBlends, relationshipReports, relationshipBlends };
    for (const { path, language, text } of localizedStrings({ ...everything, ...reports })) {
      if (language !== 'ko') continue;
      expect(text, path).not.toMatch(/당신|통찰|십시오|보고서/u);
    }
  });

  it('renders 君子 as the glossary does (person of character), never as the noble person', () => {
    const reports = { characterReports, characterBlends, relationshipReports, relationshipBlends };
    for (const { path, language, text } of localizedStrings({ ...everything, ...reports })) {
      if (language === 'en') expect(text, path).not.toMatch(/noble (person|one|man)|superior man/iu);
      else expect(text, path).not.toMatch(/군주다운|고귀한 사람/u);
    }
  });

  it('keeps canonical bestsellers out of the hidden gems', () => {
    // 그릿, 갈매기의 꿈, 채식주의자 and 딥 워크 were once offered as hidden gems, and so were two books that sold in the
    // millions and won prizes (Gödel, Escher, Bach; Zen and the Art of Motorcycle Maintenance), and Peak (1만 시간의
    // 재발견), a Korean bestseller. None may come back there.
    const gems = BOOK_TYPES.flatMap((t) => bookSets[t].hiddenGems.map((b) => b.ko.title));
    for (const bestseller of ['그릿', '갈매기의 꿈', '채식주의자', '딥 워크', '괴델, 에셔, 바흐', '선과 모터사이클 관리술', '1만 시간의 재발견']) expect(gems).not.toContain(bestseller);
  });

  it('has no empty or padded text anywhere', () => {
    const strings = localizedStrings(everything);
    expect(strings.length).toBeGreaterThan(400);
    for (const { path, text } of strings) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).toBe(text.trim());
      expect(text, path).not.toMatch(/\s{2,}/);
    }
  });

  it('writes Korean text without Latin letters and English text without Hangul', () => {
    // None of the chosen books has a Latin title in its Korean edition. The one exception: an author whose
    // Korean edition prints the initials (C. S. 루이스, 어슐러 K. 르 귄), as that edition does.
    const printedInitials = /^(?:[\uac00-\ud7a3]+ )?(?:[A-Z]\. )+[\uac00-\ud7a3]+(?: [\uac00-\ud7a3]+)?$/u;
    for (const { path, language, text } of localizedStrings(everything)) {
      if (language === 'ko' && path.endsWith('.ko.author') && printedInitials.test(text)) continue;
      if (language === 'ko') expect(text, path).not.toMatch(/[A-Za-z]/);
      else expect(text, path).not.toMatch(/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/);
    }
  });

  it('gives Korean text in Korean: every Korean string holds Hangul', () => {
    for (const { path, language, text } of localizedStrings(everything)) {
      if (language === 'ko') expect(text, path).toMatch(/[\uac00-\ud7af]/);
    }
  });
});

describe('element colours and quiz illustrations', () => {
  const luminance = (hex: string) => {
    const channel = (i: number) => {
      const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  };

  it('reads every element colour as text on the paper background (contrast ≥ 4.5)', () => {
    const paper = luminance('#faf7f0');
    for (const element of ELEMENTS) {
      const ratio = (paper + 0.05) / (luminance(elementLook[element].color) + 0.05);
      expect(ratio, element).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('ships each illustration as a small titled SVG with a viewBox', () => {
    const images = [...ELEMENTS.map((e) => elementLook[e].image), ...BOOK_TYPES.map((t) => typeProfiles[t].image)];
    for (const image of images) {
      const file = join(process.cwd(), 'public', image);
      expect(statSync(file).size, image).toBeLessThan(4096);
      const svg = readFileSync(file, 'utf8');
      expect(svg, image).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg, image).toMatch(/<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(svg, image).toMatch(/<title>[^<]+<\/title>/);
      expect(svg, image).not.toMatch(/<script|<image|href="http/);
    }
  });
});
