import { describe, expect, it } from 'vitest';
import {
  cryptoRandomInt,
  divideYarrow,
  LINE_ODDS_IN_16,
  tossCoins,
  uniformInt,
  YARROW_SPLIT_SPREAD,
  type RandomInt,
} from './casting';
import { LINE_VALUES, type LineValue } from './lines';

/** A RandomInt that replays fixed draws, checking each bound it is asked for. */
function scripted(draws: readonly number[], bound: number): RandomInt {
  let i = 0;
  return (asked) => {
    expect(asked).toBe(bound);
    const next = draws[i++];
    if (next === undefined) throw new Error('script exhausted');
    return next;
  };
}

/** Every sequence of `length` draws from [0, bound). */
function* sequences(bound: number, length: number): Generator<number[]> {
  const total = bound ** length;
  for (let n = 0; n < total; n++) {
    const digits: number[] = [];
    for (let k = 0, rest = n; k < length; k++, rest = Math.floor(rest / bound)) digits.push(rest % bound);
    yield digits;
  }
}

const tally = () => ({ 6: 0, 7: 0, 8: 0, 9: 0 }) as Record<LineValue, number>;

/** Pearson's chi-square statistic of observed counts against expected probabilities. */
function chiSquare(observed: readonly number[], probabilities: readonly number[]): number {
  const n = observed.reduce((a, b) => a + b, 0);
  return observed.reduce((sum, o, i) => sum + (o - n * probabilities[i]!) ** 2 / (n * probabilities[i]!), 0);
}
// Upper critical values of chi-square at p = 0.000001: a correct sampler fails one run in a million
// (at p = 0.001 the three checks failed about one suite in 300, and did in a CI run: 21.07), while
// a sampler skewed by 1 in 16 scores about 800 on 40k lines and is still caught every time.
const CRITICAL = { 3: 30.665, 5: 35.888 } as const;
const SAMPLES = 40_000;

describe('uniformInt (rejection sampling)', () => {
  it('rejects words in the incomplete top block instead of folding them (no modulo bias)', () => {
    // 2^32 mod 3 = 1, so the largest word 2^32 - 1 is the one word that would favour 0.
    const words = [2 ** 32 - 1, 2 ** 32 - 1, 5];
    let calls = 0;
    expect(uniformInt(3, () => words[calls++]!)).toBe(2);
    expect(calls).toBe(3);
    expect(uniformInt(3, () => 2 ** 32 - 2)).toBe((2 ** 32 - 2) % 3); // the last accepted word
    // bounds that divide 2^32 never reject
    expect(uniformInt(16, () => 2 ** 32 - 1)).toBe(15);
    expect(() => uniformInt(0, () => 0)).toThrow(RangeError);
    expect(() => uniformInt(2.5, () => 0)).toThrow(RangeError);
  });

  it('draws from the crypto source within range', () => {
    for (const bound of [1, 2, 6, 16, 1000, 2 ** 32]) {
      for (let i = 0; i < 200; i++) {
        const x = cryptoRandomInt(bound);
        expect(Number.isInteger(x) && x >= 0 && x < bound, `${x} for bound ${bound}`).toBe(true);
      }
    }
  });

  it('gives a uniform die from the crypto source (chi-square, 6 faces)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < SAMPLES; i++) counts[cryptoRandomInt(6)]!++;
    expect(chiSquare(counts, Array(6).fill(1 / 6))).toBeLessThan(CRITICAL[5]);
  });
});

describe('three coins', () => {
  it('gives 6/7/8/9 with 2/6/6/2 in 16, by enumeration of all 8 outcomes', () => {
    const counts = tally();
    for (const draws of sequences(2, 3)) {
      const toss = tossCoins(scripted(draws, 2));
      expect(toss.coins.map((c) => (c === 3 ? 1 : 0))).toEqual(draws);
      expect(toss.value).toBe(toss.coins[0] + toss.coins[1] + toss.coins[2]);
      counts[toss.value]++;
    }
    expect(counts).toEqual({ 6: 1, 7: 3, 8: 3, 9: 1 });
    expect(LINE_VALUES.map((v) => (counts[v] * 16) / 8)).toEqual(LINE_VALUES.map((v) => LINE_ODDS_IN_16.coins[v]));
  });

  it('reads three heads as 9 and three tails as 6', () => {
    expect(tossCoins(() => 1)).toEqual({ coins: [3, 3, 3], value: 9 });
    expect(tossCoins(() => 0)).toEqual({ coins: [2, 2, 2], value: 6 });
  });

  it('samples those odds from the crypto source (chi-square, 40k lines)', () => {
    const counts = tally();
    for (let i = 0; i < SAMPLES; i++) counts[tossCoins().value]++;
    const p = LINE_VALUES.map((v) => LINE_ODDS_IN_16.coins[v] / 16);
    expect(chiSquare(LINE_VALUES.map((v) => counts[v]), p)).toBeLessThan(CRITICAL[3]);
  });
});

describe('yarrow stalks', () => {
  it('gives 6/7/8/9 with 1/5/7/3 in 16, by enumeration of every split of the three divisions', () => {
    const counts = tally();
    let total = 0;
    for (const draws of sequences(YARROW_SPLIT_SPREAD, 3)) {
      const line = divideYarrow(scripted(draws, YARROW_SPLIT_SPREAD));
      const [first, second, third] = line.divisions;
      expect(first.stalks).toBe(49);
      expect([5, 9]).toContain(first.removed);
      expect([4, 8]).toContain(second.removed);
      expect([4, 8]).toContain(third.removed);
      expect(second.stalks).toBe(first.stalks - first.removed);
      expect(third.stalks).toBe(second.stalks - second.removed);
      for (const d of line.divisions) {
        expect(d.left + d.right).toBe(d.stalks);
        expect(d.left).toBeGreaterThanOrEqual(4);
        expect(d.right - 1).toBeGreaterThanOrEqual(4);
        expect((d.left - d.leftRemainder) % 4).toBe(0);
        expect((d.right - 1 - d.rightRemainder) % 4).toBe(0);
      }
      expect(line.remaining).toBe(line.value * 4);
      counts[line.value]++;
      total++;
    }
    expect(total).toBe(4096);
    expect(LINE_VALUES.map((v) => (counts[v] * 16) / total)).toEqual(LINE_VALUES.map((v) => LINE_ODDS_IN_16.yarrow[v]));
  });

  it('samples those odds from the crypto source (chi-square, 40k lines)', () => {
    const counts = tally();
    for (let i = 0; i < SAMPLES; i++) counts[divideYarrow().value]++;
    const p = LINE_VALUES.map((v) => LINE_ODDS_IN_16.yarrow[v] / 16);
    expect(chiSquare(LINE_VALUES.map((v) => counts[v]), p)).toBeLessThan(CRITICAL[3]);
  });

  it('the chi-square check has the power to catch a skewed sampler', () => {
    // coins that land 7 one time in 16 too often: the same test must reject it
    const skewed = (): LineValue => {
      const x = cryptoRandomInt(16);
      return x < 2 ? 6 : x < 9 ? 7 : x < 14 ? 8 : 9;
    };
    const counts = tally();
    for (let i = 0; i < SAMPLES; i++) counts[skewed()]++;
    const p = LINE_VALUES.map((v) => LINE_ODDS_IN_16.coins[v] / 16);
    expect(chiSquare(LINE_VALUES.map((v) => counts[v]), p)).toBeGreaterThan(CRITICAL[3]);
  });
});
