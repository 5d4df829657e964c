/**
 * English pages entirely in English (issue 31): no Hangul in messages/en.json but the two labels
 * that offer the Korean version (the header's language switch and the privacy policy's language
 * toggle), which name Korean in Korean for a reader who looks for it.
 */
import { describe, expect, it } from 'vitest';
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
