import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rawClassicalText, rawWordings } from '@/content/iching';
import { CLASSICAL_PUNCTUATION, glossary, renderingForms, type GlossaryEntry } from './index';

const REQUIRED = [
  '元亨利貞', '亨', '利貞', '貞吉', '貞凶', '厲', '悔亡', '无咎', '吝', '凶', '君子', '小人', '大人', '利涉大川', '利見大人', '有孚',
  '利有攸往', '无不利', '无攸利', '利艱貞', '元吉', '大吉', '終吉', '征凶', '征吉', '往吉', '往吝', '貞厲', '貞吝', '无悔', '有悔', '勿恤',
];

/** English renderings of a formula that drifted from the glossary in texts that do not quote the formula itself. */
const DRIFT: Record<string, readonly string[]> = { 君子: ['noble person', 'noble people', 'superior man', 'superior person'] };

/** The texts outside the library that quote the classical text: quiz reports, reading phrases and the fallback samples. */
const QUOTING_DIRS = ['content/quizzes', 'content/insight'];

interface Passage {
  where: string;
  classical: string;
  ko: string;
  en: string;
}

/** Every judgement, line and use-line with its translations (not the interpretive meaning). */
function passages(): Passage[] {
  return rawClassicalText.flatMap((c, i) => {
    const w = rawWordings[i]!;
    const out: Passage[] = [{ where: `${c.number} judgement`, classical: c.judgement.text, ko: w.ko.judgement, en: w.en.judgement }];
    c.lines.forEach((line, j) => out.push({ where: `${c.number} line ${line.position}`, classical: line.text, ko: w.ko.lines[j]!.text, en: w.en.lines[j]!.text }));
    if (c.use_line && w.ko.useLine && w.en.useLine) out.push({ where: `${c.number} ${c.use_line.label}`, classical: c.use_line.text, ko: w.ko.useLine.text, en: w.en.useLine.text });
    return out;
  });
}

/**
 * Start positions of `entry` in `text` with its punctuation taken out (元，亨，利，貞 is 元亨利貞) that
 * it stands for itself: not after a notAfter character, not inside a longer formula that does not
 * carry its rendering.
 */
function occurrences(entry: GlossaryEntry, withPunctuation: string, all: readonly GlossaryEntry[] = glossary): number[] {
  const text = withPunctuation.replace(CLASSICAL_PUNCTUATION, '');
  const found: number[] = [];
  for (let at = text.indexOf(entry.formula); at !== -1; at = text.indexOf(entry.formula, at + 1)) {
    if (entry.notAfter?.some((c) => text.slice(0, at).endsWith(c))) continue;
    const covered = all.some((longer) => {
      if (longer.formula.length <= entry.formula.length || !longer.formula.includes(entry.formula)) return false;
      if (renderingForms(longer, 'en')[0]!.toLowerCase().includes(entry.en.toLowerCase()) && renderingForms(longer, 'ko')[0]!.includes(renderingForms(entry, 'ko')[0]!)) return false;
      const offset = longer.formula.indexOf(entry.formula);
      return text.slice(at - offset, at - offset + longer.formula.length) === longer.formula;
    });
    if (!covered) found.push(at);
  }
  return found;
}

const carries = (translation: string, entry: GlossaryEntry, locale: 'ko' | 'en') =>
  renderingForms(entry, locale).some((form) => (locale === 'en' ? translation.toLowerCase().includes(form.toLowerCase()) : translation.includes(form)));

/** Every string literal of a TypeScript source, unescaped enough to read its words. */
function stringLiterals(source: string): string[] {
  return [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/gu)].map((m) => (m[1] ?? m[2] ?? '').replace(/\\(.)/gu, '$1'));
}

/** The quoting texts' string literals, each with its file and language (Hangul in it: Korean). */
function quotingTexts(): { file: string; locale: 'ko' | 'en'; text: string }[] {
  return QUOTING_DIRS.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .flatMap((f) => stringLiterals(readFileSync(join(dir, f), 'utf8')).map((text) => ({ file: join(dir, f), locale: /[가-힣]/u.test(text) ? ('ko' as const) : ('en' as const), text }))),
  );
}

/** The drifted English renderings in a text, each with the glossary's. */
function drifted(text: string): string[] {
  return Object.entries(DRIFT).flatMap(([formula, forms]) =>
    forms.filter((d) => text.toLowerCase().includes(d)).map((d) => `${formula}: “${d}” → “${glossary.find((e) => e.formula === formula)!.en}”`),
  );
}

/** Where a text drifts from the glossary: a formula it quotes without the rendering, or a drifted English rendering. */
function offGlossary(text: string, locale: 'ko' | 'en'): string[] {
  const missing = glossary.filter((entry) => occurrences(entry, text).length > 0 && !carries(text, entry, locale));
  // a formula inside a longer one that is missing too is reported through the longer one
  const misses = missing.filter((e) => !missing.some((longer) => longer !== e && longer.formula.includes(e.formula))).map((e) => `${e.formula} → “${locale === 'ko' ? e.ko : e.en}”`);
  return locale === 'en' ? [...misses, ...drifted(text)] : misses;
}

describe('the glossary of recurring formulas', () => {
  it('has one Korean and one English rendering of each required formula, and each formula once', () => {
    expect(glossary.map((e) => e.formula)).toEqual(expect.arrayContaining(REQUIRED));
    expect(new Set(glossary.map((e) => e.formula)).size).toBe(glossary.length);
    for (const e of glossary) {
      expect(e.ko.trim(), e.formula).not.toBe('');
      expect(e.en.trim(), e.formula).not.toBe('');
      expect(e.ko, e.formula).not.toMatch(/[A-Za-z]/u);
      expect(e.en, e.formula).not.toMatch(/[가-힣]/u);
    }
  });

  for (const entry of glossary) {
    it(`${entry.formula}: every occurrence in the classical text reads “${entry.ko}” / “${entry.en}”`, () => {
      const misses: string[] = [];
      let count = 0;
      for (const p of passages()) {
        const n = occurrences(entry, p.classical).length;
        if (n === 0) continue;
        count += n;
        for (const locale of ['ko', 'en'] as const) if (!carries(p[locale], entry, locale)) misses.push(`${p.where} ${locale}: ${p.classical} → ${p[locale]}`);
      }
      expect(count, 'the formula occurs in the text').toBeGreaterThan(0);
      expect(misses).toEqual([]);
    });
  }

  it('no translation of the library uses a drifted rendering', () => {
    const texts = rawWordings.flatMap((w) => [w.en.summary, ...w.en.description, w.en.judgement, ...w.en.lines.flatMap((l) => [l.text, l.meaning]), ...(w.en.useLine ? [w.en.useLine.text, w.en.useLine.meaning] : [])]);
    expect(texts.flatMap((t) => drifted(t).map((m) => `${m} in “${t.slice(0, 80)}…”`))).toEqual([]);
  });

  const files = [...new Set(quotingTexts().map((t) => t.file))].sort();
  it('finds the texts that quote the classical text', () => {
    expect(files).toEqual(expect.arrayContaining(['content/insight/samples.ts']));
    expect(quotingTexts().some((t) => t.text.includes('元亨利貞'))).toBe(true);
  });
  for (const file of files) {
    it(`${file}: every formula it quotes reads as the glossary renders it`, () => {
      const misses = quotingTexts()
        .filter((t) => t.file === file)
        .flatMap((t) => offGlossary(t.text, t.locale).map((m) => `${t.locale}: ${m} in “${t.text.slice(0, 90)}…”`));
      expect(misses).toEqual([]);
    });
  }

  it('the check itself: skips a formula inside a longer one that carries it otherwise, and after a notAfter character', () => {
    const river = glossary.find((e) => e.formula === '利涉大川')!;
    expect(occurrences(river, '利見大人，不利涉大川。')).toEqual([]);
    expect(occurrences(river, '貞吉。利涉大川。')).toEqual([2]); // a position in the text without its punctuation
    const offering = glossary.find((e) => e.formula === '亨')!;
    expect(occurrences(offering, '公用亨于天子')).toEqual([]);
    expect(occurrences(offering, '元亨利貞')).toEqual([1]);
    const entry = glossary.find((e) => e.formula === '利貞')!;
    expect(carries('Holding steady brings benefit.', entry, 'en')).toBe(true);
    expect(carries('Steadfastness brings benefit.', entry, 'en')).toBe(false);
    expect(carries('곧음을 지키는 것이 이롭고', entry, 'ko')).toBe(true);
  });

  it('the check itself: finds a formula with punctuation between its words, and not across a phrase it is not', () => {
    const four = glossary.find((e) => e.formula === '元亨利貞')!;
    expect(occurrences(four, '元，亨，利，貞。')).toEqual([0]);
    expect(occurrences(glossary.find((e) => e.formula === '元亨')!, '元，亨，利，貞。')).toEqual([0]); // the longer rendering carries its own
    expect(occurrences(glossary.find((e) => e.formula === '利涉大川')!, '不，利涉大川。')).toEqual([]);
    expect(occurrences(glossary.find((e) => e.formula === '終吉')!, '勞謙，君子有終，吉。')).toEqual([]);
    expect(offGlossary('괘사 「元亨利貞」, 곧 “크게 시작하여 형통하니 곧고 바름을 지키는 것이 이롭다”', 'ko')).toEqual(['元亨利貞 → “크게 형통하고, 곧음을 지키는 것이 이롭다”']);
    expect(offGlossary('괘사 「元亨利貞」, 곧 “크게 형통하고, 곧음을 지키는 것이 이롭다”', 'ko')).toEqual([]);
    expect(offGlossary('the noble person acts', 'en')).toHaveLength(1);
    expect(stringLiterals("const a = { ko: '「利有攸往」', en: 'it\\'s \"x\"' };")).toEqual(['「利有攸往」', 'it\'s \"x\"']);
  });
});
