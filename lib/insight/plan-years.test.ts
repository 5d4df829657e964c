import { describe, expect, it } from 'vitest';
import { isAcceptableFirstYear, planFirstYear, planYearLabels, storedFirstYear, yearOfSlot } from './plan-years';

describe('planFirstYear (Asia/Seoul)', () => {
  it('asks for this year and the next two until the end of September', () => {
    expect(planFirstYear(new Date('2026-09-25T09:00:00+09:00'))).toBe(2026);
    expect(planFirstYear(new Date('2026-09-30T23:59:59+09:00'))).toBe(2026);
    expect(planFirstYear(new Date('2026-01-01T00:00:00+09:00'))).toBe(2026);
    expect(planYearLabels(planFirstYear(new Date('2026-09-30T12:00:00+09:00')))).toEqual([2026, 2027, 2028]);
  });

  it('asks for the next three years from 1 October: on 28 November it no longer asks for this year', () => {
    expect(planFirstYear(new Date('2026-10-01T00:00:00+09:00'))).toBe(2027);
    expect(planFirstYear(new Date('2026-11-28T12:00:00+09:00'))).toBe(2027);
    expect(planFirstYear(new Date('2026-12-31T23:59:59+09:00'))).toBe(2027);
    expect(planYearLabels(planFirstYear(new Date('2026-12-15T12:00:00+09:00')))).toEqual([2027, 2028, 2029]);
  });

  it('goes by the date in Seoul, not in UTC or the machine\'s zone', () => {
    // 30 September 15:00 UTC is already 1 October in Seoul
    expect(planFirstYear(new Date('2026-09-30T15:00:00Z'))).toBe(2027);
    expect(planFirstYear(new Date('2026-09-30T14:59:59Z'))).toBe(2026);
    // 31 December 15:00 UTC is 1 January in Seoul: still the same three years
    expect(planFirstYear(new Date('2026-12-31T15:00:00Z'))).toBe(2027);
    expect(planFirstYear(new Date('2027-09-30T14:59:59Z'))).toBe(2027);
  });
});

describe('the contract\'s slots', () => {
  it('map in order: the first year shown is plan2025 / "2025"', () => {
    expect(yearOfSlot('2025', 2026)).toBe(2026);
    expect(yearOfSlot('2026', 2026)).toBe(2027);
    expect(yearOfSlot('2027', 2026)).toBe(2028);
  });

  it('reads the first year stored with a report, 2025 for reports stored before it was', () => {
    expect(storedFirstYear({ plan2025: 'a', firstYear: 2027 })).toBe(2027);
    expect(storedFirstYear({ plan2025: 'a' })).toBe(2025);
    expect(storedFirstYear({ firstYear: '2027' })).toBe(2025);
    expect(storedFirstYear(null)).toBe(2025);
  });

  it('accepts a client\'s first year within one of the server\'s', () => {
    const now = new Date('2026-09-25T09:00:00+09:00');
    expect(isAcceptableFirstYear(2026, now)).toBe(true);
    expect(isAcceptableFirstYear(2027, now)).toBe(true);
    expect(isAcceptableFirstYear(2025, now)).toBe(true);
    expect(isAcceptableFirstYear(2028, now)).toBe(false);
    expect(isAcceptableFirstYear(2026.5, now)).toBe(false);
  });
});
