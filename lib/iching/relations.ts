import { asHexagramPattern, type LinePattern } from './pattern';

/** 綜卦: the hexagram turned upside down (line 6 becomes line 1). */
export function inversePattern(pattern: LinePattern): LinePattern {
  return asHexagramPattern([...pattern].reverse().join(''));
}

/** 錯卦: every line changed into its opposite. */
export function oppositePattern(pattern: LinePattern): LinePattern {
  return asHexagramPattern([...pattern].map((bit) => (bit === '1' ? '0' : '1')).join(''));
}

/** 互卦: the nuclear hexagram, lines 2-3-4 as its lower trigram and 3-4-5 as its upper. */
export function nuclearPattern(pattern: LinePattern): LinePattern {
  return asHexagramPattern(pattern.slice(1, 4) + pattern.slice(2, 5));
}
