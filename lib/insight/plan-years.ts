/**
 * Which three calendar years the 3-Year Plan asks about. The cloud contract names its fields after
 * the years it was written in (plan2025, plan2026, plan2027; journey_analysis "2025", "2026",
 * "2027"); they are slots, mapped in order: the first year shown → plan2025 / "2025", the second →
 * plan2026 / "2026", the third → plan2027 / "2027" (docs/insight-cloud-contract.md).
 *
 * The years shown: the current year and the next two, or from October on the next three (a plan
 * made in the last quarter is a plan for the coming year), by the date in Korea (Asia/Seoul), where
 * the product lives. Client-safe: no server imports.
 */

/** The contract's year slots, in order (the keys of journey_analysis; plan<slot> in the request). */
export const planYears = ['2025', '2026', '2027'] as const;
export type PlanYear = (typeof planYears)[number];

const PLAN_TIME_ZONE = 'Asia/Seoul';

/** The years of a plan stored before the years moved with the calendar: what its form showed. */
export const LEGACY_PLAN_FIRST_YEAR = 2025;

type PlanYearLabels = readonly [number, number, number];

const seoulParts = new Intl.DateTimeFormat('en-US', { timeZone: PLAN_TIME_ZONE, year: 'numeric', month: 'numeric' });

/** The year and month (1–12) of an instant, in Korea. */
export function seoulYearMonth(now: Date): { year: number; month: number } {
  const parts = seoulParts.formatToParts(now);
  const read = (type: 'year' | 'month') => Number(parts.find((part) => part.type === type)?.value);
  return { year: read('year'), month: read('month') };
}

/** The month (1–12, Seoul time) from which the plan starts with the next year. */
export const PLAN_NEXT_YEAR_FROM_MONTH = 10;

/** The first year the plan asks about at this instant: this year, or next year from 1 October (Seoul time). */
export function planFirstYear(now: Date = new Date()): number {
  const { year, month } = seoulYearMonth(now);
  return month >= PLAN_NEXT_YEAR_FROM_MONTH ? year + 1 : year;
}

/** The three calendar years shown, from the first. */
export function planYearLabels(firstYear: number): PlanYearLabels {
  return [firstYear, firstYear + 1, firstYear + 2];
}

/** The contract's slot ("2025", "2026", "2027") → the calendar year it holds for a plan starting at firstYear. */
export function yearOfSlot(slot: PlanYear, firstYear: number): number {
  return firstYear + planYears.indexOf(slot);
}

/**
 * A first year a client may ask for, given the server's clock: the one the server would show, or
 * one either side (a client's clock or time zone a few hours off around 1 October / 1 January).
 */
export function isAcceptableFirstYear(firstYear: number, now: Date = new Date()): boolean {
  return Number.isInteger(firstYear) && Math.abs(firstYear - planFirstYear(now)) <= 1;
}

/** The first year stored with a plan report's input; reports from before it was stored showed 2025. */
export function storedFirstYear(input: unknown): number {
  const value = input && typeof input === 'object' ? (input as Record<string, unknown>).firstYear : undefined;
  return typeof value === 'number' && Number.isInteger(value) && value >= 2000 && value < 3000 ? value : LEGACY_PLAN_FIRST_YEAR;
}
