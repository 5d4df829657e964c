import type { LinePattern } from './pattern';

interface LineWords {
  /** "아래에서부터" / "From the bottom:" */
  fromBottom: string;
  yang: string;
  yin: string;
  /** between the line words: " " in Korean, ", " in English */
  separator: string;
}

/** Reads a bottom-to-top pattern the way the figure is built: "아래에서부터 양 음 음 양 음 음". */
export function describeLines(pattern: LinePattern | string, words: LineWords): string {
  const lines = [...pattern].map((bit) => (bit === '1' ? words.yang : words.yin));
  return `${words.fromBottom} ${lines.join(words.separator)}`;
}
