import { describe, expect, it } from 'vitest';
import { rawWordings } from '@/content/iching';

/**
 * The Korean register of the hexagram texts, one per surface: the descriptions, the summary and the
 * practical meanings (삶에 비추어 보면) are our prose to the reader, in 합니다체 (…합니다, …세요);
 * the translations of the classical text (judgement, line texts, use-line) are quoted text, in 해라체
 * (…한다, …하라, …인가). The reader is never addressed as 당신, and a request is -세요, never -십시오.
 */

/** The sentences of a text, quotations left out (a quotation keeps the speaker's own ending). */
function sentences(text: string): string[] {
  return text
    .replace(/“[^”]*”|‘[^’]*’|'[^']*'/gu, '“”')
    .split(/(?<=[.!?])\s+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** A sentence's last word, closing marks taken off. */
const ending = (sentence: string) => sentence.replace(/[\s.!?…)\]”’]+$/u, '');

/** The final consonant index of a Hangul syllable (17 is ㅂ), -1 for anything else. */
function finalOf(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code >= 0xac00 && code <= 0xd7a3 ? (code - 0xac00) % 28 : -1;
}

/** 합니다체: …습니다 / …ㅂ니다 (not 아니다), …습니까 / …ㅂ니까, the request form …세요. */
function isHamnida(sentence: string): boolean {
  const end = ending(sentence);
  if (end.endsWith('세요')) return true;
  return /(?:니다|니까)$/u.test(end) && finalOf(end.at(-3) ?? '') === 17;
}
/** 해라체: …다, …라, …가 / …냐 (a question), and none of the polite endings. */
const isHaera = (sentence: string) => /[다라가냐]$/u.test(ending(sentence)) && !isHamnida(sentence) && !/요$/u.test(ending(sentence));

interface Text {
  where: string;
  text: string;
}

const prose: Text[] = rawWordings.flatMap((w) => [
  { where: `${w.number} summary`, text: w.ko.summary },
  ...w.ko.description.map((text, i) => ({ where: `${w.number} description ${i + 1}`, text })),
  ...w.ko.lines.map((l, i) => ({ where: `${w.number} line ${i + 1} meaning`, text: l.meaning })),
  ...(w.ko.useLine ? [{ where: `${w.number} use-line meaning`, text: w.ko.useLine.meaning }] : []),
]);
const translations: Text[] = rawWordings.flatMap((w) => [
  { where: `${w.number} judgement`, text: w.ko.judgement },
  ...w.ko.lines.map((l, i) => ({ where: `${w.number} line ${i + 1}`, text: l.text })),
  ...(w.ko.useLine ? [{ where: `${w.number} use-line`, text: w.ko.useLine.text }] : []),
]);
const offRegister = (texts: Text[], inRegister: (s: string) => boolean) =>
  texts.flatMap((t) => sentences(t.text).filter((s) => !inRegister(s)).map((s) => `${t.where}: ${s}`));

describe('the Korean register of the hexagram texts', () => {
  it('reads the summaries, descriptions and practical meanings in 합니다체, every sentence', () => {
    expect(prose.length).toBe(64 * 10 + 2);
    expect(offRegister(prose, isHamnida)).toEqual([]);
  });

  it('keeps the translations of the classical text in 해라체, every sentence', () => {
    expect(translations.length).toBe(64 * 7 + 2);
    expect(offRegister(translations, isHaera)).toEqual([]);
  });

  it('never calls the reader 당신, and asks with -세요, never -십시오 or -하시오', () => {
    const all = [...prose, ...translations, ...rawWordings.flatMap((w) => w.ko.lines.map((l, i) => ({ where: `${w.number} line ${i + 1} stage`, text: l.stage })))];
    expect(all.filter((t) => /당신|십시오|하시오/u.test(t.text)).map((t) => `${t.where}: ${t.text}`)).toEqual([]);
  });

  it('the check itself: tells 합니다체 from 해라체 and 해요체', () => {
    expect(['크게 형통합니다.', '살펴보세요.', '무엇을 지키겠습니까?', '이 괘는 하늘(乾)입니다.'].every(isHamnida)).toBe(true);
    expect(['크게 형통하다.', '나아가지 말라.', '무슨 허물이 있겠는가?', '지켜야 해요.', '때다.'].some(isHamnida)).toBe(false);
    expect(['크게 형통하다.', '나아가지 말라.', '무슨 허물이 있겠는가?', '“가요”라고 말한다.', '제 몸을 위한 까닭이 아니다.'].every(isHaera)).toBe(true);
    expect(isHamnida('까닭이 아니다.')).toBe(false);
    expect(['형통합니다.', '지켜야 해요.', '나아가세요.'].some(isHaera)).toBe(false);
    expect(sentences('그가 “좋습니다.”라고 답한다. 길하다.')).toEqual(['그가 “”라고 답한다.', '길하다.']);
  });
});
