import { createHash } from 'node:crypto';
import { getHexagram, hexagramByPattern } from '@/lib/iching/library';
import { asHexagramPattern } from '@/lib/iching/pattern';
import type { Hexagram } from '@/lib/iching/types';

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
  focus: FocusText;
  /** a stable choice among n wordings, for slot k (0..15) */
  choose: (slot: number, n: number) => number;
}

function hexagramOf(bits: string): Hexagram {
  const found = hexagramByPattern(asHexagramPattern(bits));
  if (!found) throw new Error(`no hexagram for pattern ${bits}`);
  return found;
}

const POSITIONS: readonly Position[] = [1, 2, 3, 4, 5, 6];

/** The text to read for these changing lines (none → judgement; one → that line; and so on). */
function focusFor(primary: Hexagram, relating: Hexagram | undefined, changing: readonly Position[]): FocusText {
  const still = POSITIONS.filter((p) => !changing.includes(p));
  switch (changing.length) {
    case 0:
      return { kind: 'judgement', hexagram: primary };
    case 1:
    case 2:
      // one line: that line; two: the upper of the two leads
      return { kind: 'line', hexagram: primary, position: changing.at(-1) as Position };
    case 3:
      return { kind: 'line', hexagram: primary, position: changing[1] as Position };
    case 4:
    case 5:
      // most lines move: the (lower) still line, read in the hexagram they turn into
      return { kind: 'line', hexagram: relating ?? primary, position: still[0] as Position };
    default:
      // all six: 乾 and 坤 have their own text (用九, 用六); others read the new hexagram's judgement
      return primary.useLine ? { kind: 'use', hexagram: primary } : { kind: 'judgement', hexagram: relating ?? primary };
  }
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
  return {
    values,
    primary,
    ...(relating ? { relating } : {}),
    changing,
    focus: focusFor(primary, relating, changing),
    choose,
  };
}

/** The hexagram with this number; for the fixed samples. */
export function hexagramNumber(n: number): Hexagram {
  const found = getHexagram(n);
  if (!found) throw new Error(`no hexagram ${n}`);
  return found;
}
