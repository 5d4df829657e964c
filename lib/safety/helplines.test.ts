import { describe, expect, it } from 'vitest';
import { helplinesFor, readsFromKorea } from '@/content/safety/helplines';

describe('helplines for a reader in Korea', () => {
  it('reads Korea from a Korean browser language or Korean time', () => {
    expect(readsFromKorea(['en-US', 'ko-KR'], 'America/New_York')).toBe(true);
    expect(readsFromKorea(['en-GB'], 'Asia/Seoul')).toBe(true);
    expect(readsFromKorea(['en-GB', 'fr'], 'Europe/London')).toBe(false);
  });

  it('shows 109 and 1577-0199 beside the international lines on an English page read from Korea', () => {
    expect(helplinesFor('en', true).map((line) => line.number)).toEqual(['109', '1577-0199', '988', '116 123', 'findahelpline.com']);
    expect(helplinesFor('en', false).map((line) => line.number)).toEqual(['988', '116 123', 'findahelpline.com']);
    expect(helplinesFor('ko', true).map((line) => line.number)).toEqual(['109', '1577-0199', '1388']);
  });
});
