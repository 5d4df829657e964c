import { describe, expect, it } from 'vitest';
import { formatReportDate } from './dates';

describe('formatReportDate', () => {
  it('writes the date out for the locale', () => {
    expect(formatReportDate('2026-11-25T03:00:00Z', 'ko', 'Asia/Seoul')).toBe('2026년 11월 25일');
    expect(formatReportDate('2026-11-25T03:00:00Z', 'en', 'Asia/Seoul')).toBe('November 25, 2026');
  });

  it('goes by the reader\'s day', () => {
    expect(formatReportDate('2026-11-30T16:00:00Z', 'ko', 'Asia/Seoul')).toBe('2026년 12월 1일');
    expect(formatReportDate('2026-11-30T16:00:00Z', 'en', 'America/New_York')).toBe('November 30, 2026');
  });
});
