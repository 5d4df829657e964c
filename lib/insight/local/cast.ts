import { createHash } from 'node:crypto';
import { getHexagram, hexagramByPattern } from '@/lib/iching/library';
import { asHexagramPattern } from '@/lib/iching/pattern';
import type { Hexagram } from '@/lib/iching/types';
import { guidanceFor, type Guidance, type ReadingText } from '../changing';

/**
 * A hexagram cast with three coins, seeded by the purchase so that one purchase always yields the
 * same reading. The seed is a SHA-256 digest of the purpose and the purchase id; each line takes
 * three of its bits as three coins (heads 3, tails 2), so 6, 7, 8 and 9 come with the coins'
 * own odds: 1/8, 3/8, 3/8, 1/8. Lines are bottom to top, as everywhere in the library.
 */

export type LineValue = 6 | 7 | 8 | 9;
export type Position = 1 | 2 | 3 | 4 | 5 | 6;

/** Which text answers the cast, after the classic rule of reading changing lines (Zhu Xi). */
export type FocusText =
  | { kind: 'judgement'; hexagram: Hexagram }
  | { kind: 'line'; hexagram: Hexagram; position: Position }
  | { kind: 'use'; hexagram: Hexagram };

export interface Casting {
  /** bottom to top */
  values: readonly LineValue[];
  primary: Hexagram;
  /** the hexagram the changing lines turn into, when any line changes */
  relating?: Hexagram;
  /** positions of the changing lines (6 and 9), bottom first */
  changing: readonly Position[];
  /** the governing text (Zhu Xi's rules, shared with the casting page) */
  focus: FocusText;
  /** the second text the rules read beside it (two lines: the lower; three: the relating hexagram's judgement; four: the upper still line) */
  secondary?: FocusText;
  guidance: Guidance;
  /** a stable choice among n wordings, for slot k (0..15) */
  choose: (slot: number, n: number) => number;
}

function hexagramOf(bits: string): Hexagram {
  const found = hexagramByPattern(asHexagramPattern(bits));
  if (!found) throw new Error(`no hexagram for pattern ${bits}`);
  return found;
}

const POSITIONS: readonly Position[] = [1, 2, 3, 4, 5, 6];

/** A text of the shared rules as the oracle reads it (the hexagram itself rather than its number). */
function focusOf(text: ReadingText, primary: Hexagram, relating: Hexagram | undefined): FocusText {
  const hexagram = relating && text.hexagram === relating.number && text.hexagram !== primary.number ? relating : primary;
  if (text.part === 'line') return { kind: 'line', hexagram, position: text.position };
  if (text.part === 'useLine') return { kind: 'use', hexagram };
  return { kind: 'judgement', hexagram };
}

/** Casts the hexagram of one purchase for one purpose ('current', 'plan'). Same input, same cast. */
export function castFor(purchaseId: string, purpose: string): Casting {
  const digest = createHash('sha256').update(`gyeol:${purpose}:${purchaseId.trim().toLowerCase()}`).digest();
  const values = POSITIONS.map((_, i) => {
    const byte = digest[i] ?? 0;
    const heads = (byte & 1) + ((byte >> 1) & 1) + ((byte >> 2) & 1);
    return (6 + heads) as LineValue; // three tails = 6 (old yin) … three heads = 9 (old yang)
  });
  const primaryBits = values.map((v) => (v % 2 === 1 ? '1' : '0')).join('');
  const changing = POSITIONS.filter((p) => values[p - 1] === 6 || values[p - 1] === 9);
  const primary = hexagramOf(primaryBits);
  const relating = changing.length
    ? hexagramOf(values.map((v) => (v === 6 ? '1' : v === 9 ? '0' : v % 2 === 1 ? '1' : '0')).join(''))
    : undefined;
  const choose = (slot: number, n: number): number => {
    const byte = digest[8 + (slot % 16)] ?? 0;
    const byte2 = digest[24 + (slot % 8)] ?? 0;
    return ((byte << 8) | byte2) % n;
  };
  const guidance = guidanceFor(primary.number, relating?.number, changing);
  const [governing, second] = guidance.texts;
  return {
    values,
    primary,
    ...(relating ? { relating } : {}),
    changing,
    focus: focusOf(governing!.text, primary, relating),
    ...(second ? { secondary: focusOf(second.text, primary, relating) } : {}),
    guidance,
    choose,
  };
}

/** The hexagram with this number; for the fixed samples. */
export function hexagramNumber(n: number): Hexagram {
  const found = getHexagram(n);
  if (!found) throw new Error(`no hexagram ${n}`);
  return found;
}
