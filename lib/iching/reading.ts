import {
  changingPositions,
  LINE_POSITIONS,
  primaryPattern,
  relatingPattern,
  type CastLines,
  type LinePosition,
} from './lines';
import type { LinePattern } from './pattern';
import { inversePattern, nuclearPattern, oppositePattern } from './relations';

/**
 * The reading of a cast: which hexagrams it gives and which texts to read, by Zhu Xi's rules
 * (易學啓蒙, 考變占). No React and no library content here: the caller passes the pattern → number
 * lookup, so the browser can use a 64-entry table instead of the whole library.
 */
type HexagramNumberOf = (pattern: LinePattern) => number;

export interface HexagramRef {
  number: number;
  /** bottom to top */
  pattern: LinePattern;
}

/** One text to read: a judgement (卦辭), a line (爻辭), or the 用九/用六 text of 1 and 2. */
export type ReadingText =
  | { hexagram: number; part: 'judgement' }
  | { hexagram: number; part: 'line'; position: LinePosition }
  | { hexagram: number; part: 'useLine' };

/** Why these texts: one case per number of changing lines, and the two all-change exceptions. */
type ReadingRule = 'none' | 'one' | 'two' | 'three' | 'four' | 'five' | 'six' | 'useNine' | 'useSix';

export interface Guidance {
  rule: ReadingRule;
  /** what to read, the governing text first */
  texts: readonly { text: ReadingText; governing: boolean }[];
}

export interface Reading {
  lines: CastLines;
  primary: HexagramRef;
  /** 之卦; absent when no line changes */
  relating?: HexagramRef;
  changing: readonly LinePosition[];
  /** 互卦, 綜卦, 錯卦 of the primary hexagram */
  nuclear: HexagramRef;
  inverse: HexagramRef;
  opposite: HexagramRef;
  guidance: Guidance;
}

const THE_CREATIVE = 1;
const THE_RECEPTIVE = 2;

const RULE_BY_COUNT: readonly ReadingRule[] = ['none', 'one', 'two', 'three', 'four', 'five', 'six'];

export function readCast(lines: CastLines, numberOf: HexagramNumberOf): Reading {
  const ref = (pattern: LinePattern): HexagramRef => ({ number: numberOf(pattern), pattern });
  const primary = ref(primaryPattern(lines));
  const relatingP = relatingPattern(lines);
  const relating = relatingP ? ref(relatingP) : undefined;
  const changing = changingPositions(lines);
  return {
    lines,
    primary,
    ...(relating ? { relating } : {}),
    changing,
    nuclear: ref(nuclearPattern(primary.pattern)),
    inverse: ref(inversePattern(primary.pattern)),
    opposite: ref(oppositePattern(primary.pattern)),
    guidance: guidanceFor(primary.number, relating?.number, changing),
  };
}

/**
 * Zhu Xi's rules for which text speaks:
 * - 0 changing: the judgement of the primary hexagram.
 * - 1: that line of the primary.
 * - 2: the two changing lines of the primary, the upper one governing.
 * - 3: the judgements of the primary and the relating hexagram, the primary governing.
 * - 4: the two unchanging lines of the relating hexagram, the lower one governing.
 * - 5: the one unchanging line of the relating hexagram.
 * - 6: the judgement of the relating hexagram; but 1 turning into 2 reads 用九, and 2 into 1 reads 用六.
 */
export function guidanceFor(primary: number, relating: number | undefined, changing: readonly LinePosition[]): Guidance {
  const rule = RULE_BY_COUNT[changing.length];
  if (!rule) throw new RangeError(`impossible number of changing lines: ${changing.length}`);
  const unchanging = LINE_POSITIONS.filter((p) => !changing.includes(p));
  const line = (hexagram: number, position: LinePosition): ReadingText => ({ hexagram, part: 'line', position });
  const after = relating ?? primary;
  switch (rule) {
    case 'none':
      return { rule, texts: [{ text: { hexagram: primary, part: 'judgement' }, governing: true }] };
    case 'one':
      return { rule, texts: [{ text: line(primary, changing[0]!), governing: true }] };
    case 'two':
      return {
        rule,
        texts: [
          { text: line(primary, changing[1]!), governing: true },
          { text: line(primary, changing[0]!), governing: false },
        ],
      };
    case 'three':
      return {
        rule,
        texts: [
          { text: { hexagram: primary, part: 'judgement' }, governing: true },
          { text: { hexagram: after, part: 'judgement' }, governing: false },
        ],
      };
    case 'four':
      return {
        rule,
        texts: [
          { text: line(after, unchanging[0]!), governing: true },
          { text: line(after, unchanging[1]!), governing: false },
        ],
      };
    case 'five':
      return { rule, texts: [{ text: line(after, unchanging[0]!), governing: true }] };
    default:
      if (primary === THE_CREATIVE || primary === THE_RECEPTIVE) {
        return {
          rule: primary === THE_CREATIVE ? 'useNine' : 'useSix',
          texts: [{ text: { hexagram: primary, part: 'useLine' }, governing: true }],
        };
      }
      return { rule, texts: [{ text: { hexagram: after, part: 'judgement' }, governing: true }] };
  }
}
