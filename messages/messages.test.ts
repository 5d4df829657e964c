/**
 * English pages entirely in English (issue 31): no Hangul in messages/en.json but the two labels
 * that offer the Korean version (the header's language switch and the privacy policy's language
 * toggle), which name Korean in Korean for a reader who looks for it.
 */
import { describe, expect, it } from 'vitest';
import { formatMessage } from '@/lib/i18n/format';
import { josa } from '@/content/korea/josa';
import en from './en.json';
import ko from './ko.json';

/** Korean language-switch labels, written in Korean on purpose. */
const ALLOWED = new Set(['Chrome.switchTo', 'Policies.korean']);
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u;

function entries(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => entries(v, path ? `${path}.${k}` : k));
  return [];
}

function hangulInEnglish(messages: unknown): string[] {
  return entries(messages)
    .filter(([key, text]) => !ALLOWED.has(key) && HANGUL.test(text))
    .map(([key, text]) => `${key}: ${text}`);
}

describe('messages/en.json', () => {
  it('has no Hangul except the language-switch labels', () => {
    expect(hangulInEnglish(en)).toEqual([]);
  });

  it('offers Korean in Korean in the allowed labels, and only there', () => {
    const allowed = entries(en).filter(([key]) => ALLOWED.has(key));
    expect(allowed.map(([key, text]) => [key, text])).toEqual([
      ['Chrome.switchTo', '한국어'],
      ['Policies.korean', '한국어'],
    ]);
  });

  it('has the same keys as messages/ko.json', () => {
    expect(entries(en).map(([key]) => key).sort()).toEqual(entries(ko).map(([key]) => key).sort());
  });

  it('the check itself catches a Korean string on an English key and skips the allowed ones', () => {
    expect(hangulInEnglish({ A: { b: '인증 중입니다' }, Chrome: { switchTo: '한국어' }, C: 'Plain English' })).toEqual(['A.b: 인증 중입니다']);
  });
});

describe('messages/ko.json and the product name', () => {
  const PARTICLE_AFTER_PLACEHOLDER = /\{(?:product|company)\}(?:은|는|이|가|을|를|과|와|으로|로)(?![가-힣])/u;

  it('never writes a particle after the product or company name by hand: the helper picks it (productTopic, productObject)', () => {
    expect(entries(ko).filter(([, text]) => PARTICLE_AFTER_PLACEHOLDER.test(text)).map(([key]) => key)).toEqual([]);
  });

  it('reads right after a product name ending in a vowel, in ㄹ or in another consonant', () => {
    const description = ko.Metadata.description;
    const deleted = ko.DeleteAccount.deletedDone;
    const fill = (message: string, product: string) => formatMessage(message, { product, productTopic: josa(product, '은/는'), productObject: josa(product, '을/를') }, 'ko');
    expect(fill(description, '결')).toMatch(/^결은 /u);
    expect(fill(description, '바다')).toMatch(/^바다는 /u);
    expect(fill(deleted, '결')).toContain('그동안 결을 이용해');
    expect(fill(deleted, '바다')).toContain('그동안 바다를 이용해');
    expect(fill(deleted, 'Gyeol')).toContain('그동안 Gyeol을 이용해');
  });
});

describe('the same labels for the same ideas, in one capitalization', () => {
  for (const [locale, m] of [['ko', ko], ['en', en]] as const) {
    it(`${locale}: the casting screen and the hexagram page name the related hexagrams alike`, () => {
      expect(m.Casting.relatedHeading).toBe(m.Hexagram.relatedHeading);
      expect(m.Casting.inverse).toBe(m.Hexagram.relation_inverse);
      expect(m.Casting.opposite).toBe(m.Hexagram.relation_opposite);
      expect(m.Casting.nuclear).toBe(m.Hexagram.relation_nuclear);
      expect(m.Casting.buildHeading).toBe(m.IchingBuilder.heading);
      expect(m.Casting.gridHeading).toBe(m.Iching.selectHeading);
      expect(m.Casting.practical).toBe(m.Hexagram.practical);
      expect(m.Casting.yangLegend).toBe(m.IchingBuilder.legendYang);
    });
  }

  it('en: headings, tabs and labels of the library and the casting screen in sentence case', () => {
    const NAMES = /^(?:I|Ching|Book|Changes|Yang|Yin|Zhu|Xi|Chinese)$/u;
    // (Iching.searchHint quotes hexagram names as examples)
    const titleCased = (['Casting', 'Iching', 'IchingBuilder', 'Hexagram'] as const)
      .flatMap((ns) => entries(en[ns]).map(([key, text]) => [`${ns}.${key}`, text] as const))
      .filter(([key]) => key !== 'Iching.searchHint')
      // labels only: short strings that are not sentences
      .filter(([, text]) => text.length <= 48 && !/[.!?…]\s|[.!?]$/u.test(text))
      .filter(([, text]) => {
        const words = text.replace(/\{[^}]*\}/gu, ' ').split(/\s+/u).filter((w) => /^[A-Za-z]/u.test(w));
        return words.length >= 2 && words.slice(1).some((w) => /^[A-Z][a-z]/u.test(w) && !NAMES.test(w.replace(/[^A-Za-z]/gu, '')));
      })
      .map(([key, text]) => `${key}: ${text}`);
    expect(titleCased).toEqual([]);
  });
});
