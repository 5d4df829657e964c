import { describe, expect, it } from 'vitest';
import { rawClassicalText, rawWordings } from '@/content/iching';
import { glossary, renderingForms, type GlossaryEntry } from './index';

const REQUIRED = ['元亨利貞', '亨', '利貞', '貞吉', '貞凶', '厲', '悔亡', '无咎', '吝', '凶', '君子', '小人', '大人', '利涉大川', '利見大人', '有孚'];

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

/** Start positions of `entry` in `text` that it stands for itself (not after a notAfter character, not inside a longer formula that does not carry its rendering). */
function occurrences(entry: GlossaryEntry, text: string, all: readonly GlossaryEntry[] = glossary): number[] {
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

  it('the check itself: skips a formula inside a longer one that carries it otherwise, and after a notAfter character', () => {
    const river = glossary.find((e) => e.formula === '利涉大川')!;
    expect(occurrences(river, '利見大人，不利涉大川。')).toEqual([]);
    expect(occurrences(river, '貞吉。利涉大川。')).toEqual([3]);
    const offering = glossary.find((e) => e.formula === '亨')!;
    expect(occurrences(offering, '公用亨于天子')).toEqual([]);
    expect(occurrences(offering, '元亨利貞')).toEqual([1]);
    const entry = glossary.find((e) => e.formula === '利貞')!;
    expect(carries('Holding steady brings benefit.', entry, 'en')).toBe(true);
    expect(carries('Steadfastness brings benefit.', entry, 'en')).toBe(false);
    expect(carries('곧음을 지키는 것이 이롭고', entry, 'ko')).toBe(true);
  });
});
