import { describe, expect, it } from 'vitest';
import { getHexagram, hexagramByPattern, hexagrams } from './library';
import { changedValue, parseLines, staticLines, type CastLines, type LineValue } from './lines';
import { guidanceFor, readCast, type ReadingText } from './reading';

const numberOf = (pattern: string) => {
  const found = hexagramByPattern(pattern);
  if (!found) throw new Error(`no hexagram for ${pattern}`);
  return found.number;
};
/** The changing form of a young line: 7 → 9, 8 → 6. */
const oldOf = (value: LineValue): LineValue => (value === 7 ? 9 : 6);
const read = (text: string) => readCast(parseLines(text)!, numberOf);
const texts = (text: string) => read(text).guidance.texts.map((t) => ({ ...t.text, governing: t.governing }));

describe('the lookup table', () => {
  it('round-trips number → pattern → number for all 64 and covers all 64 patterns', () => {
    for (const h of hexagrams) expect(numberOf(h.pattern)).toBe(h.number);
    const all = Array.from({ length: 64 }, (_, n) => n.toString(2).padStart(6, '0'));
    for (const pattern of all) expect(getHexagram(numberOf(pattern))?.pattern).toBe(pattern);
  });
});

describe('primary and relating hexagrams', () => {
  it('gives the right relating hexagram for all 384 single-line changes', () => {
    let count = 0;
    for (const h of hexagrams) {
      for (let i = 0; i < 6; i++) {
        const lines = staticLines(h.pattern).map((v, k) => (k === i ? oldOf(v) : v)) as unknown as CastLines;
        expect(changedValue(lines[i]!)).not.toBe(lines[i]);
        const reading = readCast(lines, numberOf);
        expect(reading.primary.number).toBe(h.number);
        expect(reading.changing).toEqual([i + 1]);
        const relating = getHexagram(reading.relating!.number)!;
        // Checked against the classical line labels (九 yang, 六 yin), an independent source: the
        // relating hexagram keeps every line of the primary except the changed one, which flips.
        relating.lines.forEach((line, k) => {
          const primaryKind = h.lines[k]!.label.includes('九') ? '九' : '六';
          const expected = k === i ? (primaryKind === '九' ? '六' : '九') : primaryKind;
          expect(line.label, `${h.number} line ${i + 1} → ${relating.number}`).toContain(expected);
        });
        count++;
      }
    }
    expect(count).toBe(384);
  });

  it('matches the classical names of the single changes of 乾 and 坤 (乾之姤 … 坤之剝)', () => {
    const of = (n: number) => [0, 1, 2, 3, 4, 5].map((i) => {
      const lines = staticLines(getHexagram(n)!.pattern).map((v, k) => (k === i ? oldOf(v) : v));
      return getHexagram(readCast(lines as unknown as CastLines, numberOf).relating!.number)!.chineseName;
    });
    expect(of(1)).toEqual(['姤', '同人', '履', '小畜', '大有', '夬']);
    expect(of(2)).toEqual(['復', '師', '謙', '豫', '比', '剝']);
  });

  it('has no relating hexagram when nothing changes, and finds nuclear, inverse and opposite', () => {
    const reading = read('788878'); // 屯 3: 100010
    expect(reading.primary.number).toBe(3);
    expect(reading.relating).toBeUndefined();
    expect(reading.changing).toEqual([]);
    expect(reading.nuclear.number).toBe(23);
    expect(reading.inverse.number).toBe(4);
    expect(reading.opposite.number).toBe(50);
  });
});

describe("Zhu Xi's rules: which text to read", () => {
  it('0 changing: the judgement of the primary', () => {
    expect(read('777777').guidance.rule).toBe('none');
    expect(texts('788878')).toEqual([{ hexagram: 3, part: 'judgement', governing: true }]);
  });

  it('1 changing: that line of the primary', () => {
    const r = read('777797'); // 乾, line 5 → 大有 14
    expect(r.relating?.number).toBe(14);
    expect(r.guidance.rule).toBe('one');
    expect(texts('777797')).toEqual([{ hexagram: 1, part: 'line', position: 5, governing: true }]);
  });

  it('2 changing: both lines of the primary, the upper governing', () => {
    expect(read('797797').guidance.rule).toBe('two');
    expect(texts('797797')).toEqual([
      { hexagram: 1, part: 'line', position: 5, governing: true },
      { hexagram: 1, part: 'line', position: 2, governing: false },
    ]);
  });

  it('3 changing: the judgements of primary and relating, the primary governing', () => {
    const r = read('999777'); // 乾 → 否 000111
    expect(r.relating?.number).toBe(12);
    expect(texts('999777')).toEqual([
      { hexagram: 1, part: 'judgement', governing: true },
      { hexagram: 12, part: 'judgement', governing: false },
    ]);
  });

  it('4 changing: the two unchanging lines of the relating hexagram, the lower governing', () => {
    const r = read('979968'); // 大壯 111100 → 坎 010010; lines 2 and 6 stay
    expect([r.primary.number, r.relating?.number, r.guidance.rule]).toEqual([34, 29, 'four']);
    expect(texts('979968')).toEqual([
      { hexagram: 29, part: 'line', position: 2, governing: true },
      { hexagram: 29, part: 'line', position: 6, governing: false },
    ]);
  });

  it('5 changing: the one unchanging line of the relating hexagram', () => {
    const r = read('999989'); // 大有 111101 → 坤 000000; line 5 stays
    expect([r.primary.number, r.relating?.number, r.guidance.rule]).toEqual([14, 2, 'five']);
    expect(texts('999989')).toEqual([{ hexagram: 2, part: 'line', position: 5, governing: true }]);
  });

  it('6 changing: the judgement of the relating hexagram', () => {
    const r = read('969696'); // 63 → 64
    expect([r.primary.number, r.relating?.number]).toEqual([63, 64]);
    expect(r.guidance.rule).toBe('six');
    expect(texts('969696')).toEqual([{ hexagram: 64, part: 'judgement', governing: true }]);
  });

  it('6 changing in 乾 reads 用九, in 坤 reads 用六', () => {
    const creative = read('999999');
    expect([creative.primary.number, creative.relating?.number, creative.guidance.rule]).toEqual([1, 2, 'useNine']);
    expect(texts('999999')).toEqual([{ hexagram: 1, part: 'useLine', governing: true }]);
    const receptive = read('666666');
    expect([receptive.primary.number, receptive.relating?.number, receptive.guidance.rule]).toEqual([2, 1, 'useSix']);
    expect(texts('666666')).toEqual([{ hexagram: 2, part: 'useLine', governing: true }]);
    // every text it names exists in the library
    expect(getHexagram(1)?.useLine?.label).toBe('用九');
    expect(getHexagram(2)?.useLine?.label).toBe('用六');
  });

  it('always names exactly one governing text, first, and only texts that exist', () => {
    for (let n = 0; n < 4 ** 6; n++) {
      const digits = Array.from({ length: 6 }, (_, k) => 6 + (Math.floor(n / 4 ** k) % 4)).join('');
      const r = read(digits);
      const list = r.guidance.texts;
      expect(list.filter((t) => t.governing)).toHaveLength(1);
      expect(list[0]?.governing).toBe(true);
      for (const { text } of list) expect(exists(text), `${digits}: ${JSON.stringify(text)}`).toBe(true);
      const count = r.changing.length;
      expect(list.length).toBe(count === 2 || count === 3 || count === 4 ? 2 : 1);
    }
  });

  it('refuses an impossible count of changing lines', () => {
    expect(() => guidanceFor(1, 2, [1, 2, 3, 4, 5, 6, 6] as never)).toThrow(RangeError);
  });
});

function exists(text: ReadingText): boolean {
  const h = getHexagram(text.hexagram);
  if (!h) return false;
  if (text.part === 'judgement') return h.judgement.length > 0;
  if (text.part === 'useLine') return Boolean(h.useLine);
  return Boolean(h.lines[text.position - 1]);
}
