import type { LineValue } from './lines';

/** A source of uniform integers in [0, bound). The default draws from crypto.getRandomValues. */
export type RandomInt = (bound: number) => number;

const RANGE = 2 ** 32;

/**
 * A uniform integer in [0, bound) from uniform 32-bit words, by rejection sampling: words at or
 * above the largest multiple of bound are thrown away, so no value is favoured (no modulo bias).
 */
export function uniformInt(bound: number, nextUint32: () => number): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > RANGE) throw new RangeError(`bad bound ${bound}`);
  const limit = RANGE - (RANGE % bound);
  for (;;) {
    const word = nextUint32();
    if (word < limit) return word % bound;
  }
}

function cryptoUint32(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** Uniform integers from the platform's cryptographically strong generator (browser and Node). */
export const cryptoRandomInt: RandomInt = (bound) => uniformInt(bound, cryptoUint32);

// ---------------------------------------------------------------------------------------------
// Three coins

/** One coin: heads counts 3 (yang), tails counts 2 (yin). */
export type CoinFace = 3 | 2;

export interface CoinToss {
  coins: readonly [CoinFace, CoinFace, CoinFace];
  /** the sum of the three coins: 6 (three tails) … 9 (three heads) */
  value: LineValue;
}

/**
 * Tosses three fair coins for one line. Of the 8 equally likely outcomes, one gives 6 and one 9,
 * three give 7 and three give 8: P(6, 7, 8, 9) = 2/16, 6/16, 6/16, 2/16.
 */
export function tossCoins(random: RandomInt = cryptoRandomInt): CoinToss {
  const face = (): CoinFace => (random(2) === 1 ? 3 : 2);
  const coins = [face(), face(), face()] as const;
  return { coins, value: (coins[0] + coins[1] + coins[2]) as LineValue };
}

// ---------------------------------------------------------------------------------------------
// Yarrow stalks

/** One of the three divisions (變) that make a line. */
export interface YarrowDivision {
  /** stalks in hand before this division: 49, then 44 or 40, then 40, 36 or 32 */
  stalks: number;
  /** the two heaps the stalks were split into (the right heap still holds the stalk that is hung) */
  left: number;
  right: number;
  /** what was counted off by fours and left over: 1–4 from each heap */
  leftRemainder: number;
  rightRemainder: number;
  /** set aside in this division: the hung stalk plus both remainders (5 or 9 first, then 4 or 8) */
  removed: number;
}

export interface YarrowLine {
  divisions: readonly [YarrowDivision, YarrowDivision, YarrowDivision];
  /** stalks left after the third division: 36, 32, 28 or 24, i.e. four times the line value */
  remaining: number;
  value: LineValue;
}

/** Of the fifty stalks, one is set aside at the start and never used. */
const YARROW_STALKS = 49;
/** How wide the random split of the stalks is: a multiple of four, so each remainder is equally likely. */
export const YARROW_SPLIT_SPREAD = 16;

const remainderOf = (heap: number) => heap % 4 || 4;

function divide(stalks: number, random: RandomInt): YarrowDivision {
  // The hand splits the stalks about in half; the left heap falls anywhere in a window of 16 sizes
  // around the middle (both heaps always keep enough stalks to count).
  const left = Math.floor(stalks / 2) - YARROW_SPLIT_SPREAD / 2 + random(YARROW_SPLIT_SPREAD);
  const right = stalks - left;
  // One stalk is taken from the right heap and hung between the fingers (掛一); both heaps are then
  // counted off by fours (揲之以四) and what remains of each, one to four, is set aside (歸奇).
  const leftRemainder = remainderOf(left);
  const rightRemainder = remainderOf(right - 1);
  return { stalks, left, right, leftRemainder, rightRemainder, removed: 1 + leftRemainder + rightRemainder };
}

/**
 * The yarrow-stalk method (大衍之數) for one line: three divisions of the 49 stalks. The first sets
 * aside 5 (3/4) or 9 (1/4), the second and third 4 or 8 (1/2 each); what remains, divided by four,
 * is the line: P(6, 7, 8, 9) = 1/16, 5/16, 7/16, 3/16.
 */
export function divideYarrow(random: RandomInt = cryptoRandomInt): YarrowLine {
  const first = divide(YARROW_STALKS, random);
  const second = divide(first.stalks - first.removed, random);
  const third = divide(second.stalks - second.removed, random);
  const remaining = third.stalks - third.removed;
  return { divisions: [first, second, third], remaining, value: (remaining / 4) as LineValue };
}

/** The exact chances of each line value, in sixteenths, for the two methods. */
export const LINE_ODDS_IN_16: Record<'coins' | 'yarrow', Record<LineValue, number>> = {
  coins: { 6: 2, 7: 6, 8: 6, 9: 2 },
  yarrow: { 6: 1, 7: 5, 8: 7, 9: 3 },
};
