import { LINE_POSITIONS, type LinePosition } from '@/lib/iching/lines';

/**
 * What a paid report's hexagram shows of change: the changing lines the reading carries
 * (changing_lines, bottom first) and the relating hexagram (之卦) they turn it into. Free of the
 * library's content, so the report (a client component) can use it with the 64 patterns it is given.
 */

/** The changing lines of a result as positions 1-6, in order; none for a result without them (old reports) or with nonsense. */
export function changingLinesOf(result: { changing_lines?: unknown }): LinePosition[] {
  const lines = result.changing_lines;
  if (!Array.isArray(lines)) return [];
  return LINE_POSITIONS.filter((position) => lines.includes(position));
}

/** The relating hexagram: the pattern with each changing line turned into its opposite, and its number among `patterns` (index + 1). */
export function relatingHexagram(
  pattern: string | undefined,
  changing: readonly LinePosition[],
  patterns: readonly string[],
): { number: number; pattern: string } | undefined {
  if (!pattern || !/^[01]{6}$/.test(pattern) || changing.length === 0) return undefined;
  const turned = [...pattern].map((bit, i) => (changing.includes((i + 1) as LinePosition) ? (bit === '1' ? '0' : '1') : bit)).join('');
  const index = patterns.indexOf(turned);
  return index < 0 ? undefined : { number: index + 1, pattern: turned };
}

/**
 * Which texts answer a cast: the casting page's rules (Zhu Xi, lib/iching/reading.ts guidanceFor),
 * the one table both the free cast and the paid readings follow. The governing text first.
 */
export { guidanceFor, type Guidance, type ReadingText } from '@/lib/iching/reading';
