import { asHexagramPattern, type LinePattern } from './pattern';

/**
 * The four line values of a cast: 6 old yin (changing), 7 young yang, 8 young yin, 9 old yang
 * (changing). A cast is six of them, ALWAYS bottom to top: index 0 is line 1, the bottom line.
 */
export type LineValue = 6 | 7 | 8 | 9;
export const LINE_VALUES: readonly LineValue[] = [6, 7, 8, 9];

export type CastLines = readonly [LineValue, LineValue, LineValue, LineValue, LineValue, LineValue];

/** 1 = bottom line … 6 = top line. */
export type LinePosition = 1 | 2 | 3 | 4 | 5 | 6;
export const LINE_POSITIONS: readonly LinePosition[] = [1, 2, 3, 4, 5, 6];

function isLineValue(value: unknown): value is LineValue {
  return value === 6 || value === 7 || value === 8 || value === 9;
}

export function isYang(value: LineValue): boolean {
  return value === 7 || value === 9;
}

/** Old lines (6 and 9) have reached their extreme and turn into their opposite. */
export function isChanging(value: LineValue): boolean {
  return value === 6 || value === 9;
}

/**
/**
 * The one mark of an old (changing) line, wherever a line is drawn (the casting screen, the figures
 * of the library and of paid reports, the shared cast's card): ○ old yang (9), × old yin (6), the
 * marks of the traditional cast record; young lines none.
 */
export const OLD_LINE_MARK = { 9: '○', 6: '×' } as const;

/**
 * The mark of the line today's hexagram asks the reader to read: a line to read, not a changing
 * line, so never ○ or × (which would read as "this line turns").
 */
export const READ_LINE_MARK = '◆';
export type OldLineMark = (typeof OLD_LINE_MARK)[keyof typeof OLD_LINE_MARK];
export function oldLineMark(value: LineValue): OldLineMark | null {
  return value === 9 ? OLD_LINE_MARK[9] : value === 6 ? OLD_LINE_MARK[6] : null;
}

/** The value a line has after it has changed: 9 → young yin 8, 6 → young yang 7; others stay. */
export function changedValue(value: LineValue): LineValue {
  if (value === 9) return 8;
  if (value === 6) return 7;
  return value;
}

export function isCastLines(values: readonly unknown[]): values is CastLines {
  return values.length === 6 && values.every(isLineValue);
}

/** The hexagram as cast (本卦): each line as it is now. */
export function primaryPattern(lines: CastLines): LinePattern {
  return asHexagramPattern(lines.map((v) => (isYang(v) ? '1' : '0')).join(''));
}

/** The hexagram the cast moves towards (之卦), or undefined when no line changes. */
export function relatingPattern(lines: CastLines): LinePattern | undefined {
  if (!lines.some(isChanging)) return undefined;
  return asHexagramPattern(lines.map((v) => (isYang(changedValue(v)) ? '1' : '0')).join(''));
}

/** Positions (1 = bottom) of the changing lines, from the bottom up. */
export function changingPositions(lines: CastLines): LinePosition[] {
  return LINE_POSITIONS.filter((position) => isChanging(lines[position - 1]!));
}

/** A hexagram with no changing lines: yang lines as 7, yin lines as 8. */
export function staticLines(pattern: LinePattern): CastLines {
  const values = [...pattern].map((bit): LineValue => (bit === '1' ? 7 : 8));
  if (!isCastLines(values)) throw new Error(`not a six-line pattern: ${pattern}`);
  return values;
}

/** The shareable form of a cast: six digits 6-9, bottom line first (e.g. "789789"). */
export function formatLines(lines: CastLines): string {
  return lines.join('');
}

/** Reads the shareable form: exactly six characters, each 6, 7, 8 or 9; anything else is undefined. */
export function parseLines(text: string | null | undefined): CastLines | undefined {
  if (typeof text !== 'string' || !/^[6-9]{6}$/.test(text)) return undefined;
  const values = [...text].map(Number);
  return isCastLines(values) ? values : undefined;
}
