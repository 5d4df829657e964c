import { describe, expect, it } from 'vitest';
import { dayNumber, formatReadingDate, readingForDate, seoulDate, todayReading } from './today';

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
// ten years of days, across leap years and the turn of a year
const TEN_YEARS = Array.from({ length: 3653 }, (_, i) => addDays('2025-01-01', i));

describe('seoulDate', () => {
  it('turns the day at midnight in Korea (15:00 UTC), not at UTC midnight', () => {
    expect(seoulDate(new Date('2026-11-26T14:59:59.999Z'))).toBe('2026-11-26');
    expect(seoulDate(new Date('2026-11-26T15:00:00.000Z'))).toBe('2026-11-27');
    expect(seoulDate(new Date('2026-11-26T00:00:00.000Z'))).toBe('2026-11-26');
    expect(seoulDate(new Date('2026-12-31T15:00:00.000Z'))).toBe('2027-01-01');
  });
  it('keeps UTC+9 in summer too (Korea has no daylight saving time)', () => {
    expect(seoulDate(new Date('2026-07-01T14:59:00Z'))).toBe('2026-07-01');
    expect(seoulDate(new Date('2026-07-01T15:00:00Z'))).toBe('2026-07-02');
  });
});

describe('dayNumber', () => {
  it('counts days from 1970-01-01 and refuses what is not a date', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2026-11-26')).toBe(20783);
    for (const bad of ['2026-02-30', '2026-13-01', '26-11-26', '2026-11-26T00:00', '', 'today']) expect(() => dayNumber(bad), bad).toThrow(RangeError);
  });
});

describe('readingForDate', () => {
  it('follows the documented rule: hexagram (37d + 11) mod 64 + 1, line FNV-1a(date) mod 6 + 1', () => {
    // d = 20783: 37 × 20783 + 11 = 768982 = 64 × 12015 + 22 → 23; FNV-1a('2026-11-26') = 0x0018f26b → 0x18f26b mod 6 = 1 → line 2
    expect(readingForDate('2026-11-26')).toEqual({ date: '2026-11-26', hexagram: 23, line: 2 });
    expect(readingForDate('1970-01-01')).toEqual({ date: '1970-01-01', hexagram: 12, line: expect.any(Number) });
  });

  it('is the same whenever it is asked on one date (for every visitor)', () => {
    for (const date of TEN_YEARS.slice(0, 30)) expect(readingForDate(date)).toEqual(readingForDate(date));
    expect(todayReading(new Date('2026-11-26T15:00:00Z'))).toEqual(todayReading(new Date('2026-11-27T14:59:59Z')));
  });

  it('never shows the same hexagram two days in a row, and shows all 64 in any 64 days', () => {
    const readings = TEN_YEARS.map(readingForDate);
    for (let i = 1; i < readings.length; i++) expect(readings[i]!.hexagram, readings[i]!.date).not.toBe(readings[i - 1]!.hexagram);
    for (let start = 0; start + 64 <= readings.length; start += 17) {
      expect(new Set(readings.slice(start, start + 64).map((r) => r.hexagram)).size).toBe(64);
    }
  });

  it('picks lines 1–6, each on roughly a sixth of the days', () => {
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (const date of TEN_YEARS) {
      const { line, hexagram } = readingForDate(date);
      expect(hexagram).toBeGreaterThanOrEqual(1);
      expect(hexagram).toBeLessThanOrEqual(64);
      counts[line]!++;
    }
    expect(counts[0]).toBe(0);
    for (const count of counts.slice(1)) expect(count / TEN_YEARS.length).toBeGreaterThan(0.12); // 1/6 ≈ 0.167
  });
});

describe('formatReadingDate', () => {
  it('writes the date as Korean and English readers do, whatever the server’s time zone', () => {
    expect(formatReadingDate('2026-11-26', 'ko')).toBe('2026년 11월 26일 목요일');
    expect(formatReadingDate('2026-11-26', 'en')).toBe('Thursday, November 26, 2026');
  });
});
