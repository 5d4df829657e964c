import type { HexagramWording, TrigramKey } from '@/content/iching/schema';
import type { Locale } from '@/i18n/routing';
import type { LinePattern } from './pattern';

export type { TrigramKey, HexagramWording };

export interface Trigram {
  key: TrigramKey;
  chinese: string;
  korean: string;
  natureChinese: string;
  natureKorean: string;
  pattern: LinePattern;
  symbol: string;
  familyRole: string;
}

export interface ClassicalLine {
  /** 1 = bottom line */
  position: 1 | 2 | 3 | 4 | 5 | 6;
  /** 初九 … 上六 */
  label: string;
  text: string;
}

export interface Hexagram {
  number: number;
  /** bottom to top */
  pattern: LinePattern;
  symbol: string;
  chineseName: string;
  chineseFullName: string;
  pinyin: string;
  koreanName: string;
  koreanNameVariants: readonly string[];
  koreanNameHanja: string;
  /** the Korean name in Revised Romanization, shown on English pages instead of Hangul: "Jungcheon Geon" */
  koreanNameRomanized: string;
  lower: Trigram;
  upper: Trigram;
  judgement: string;
  lines: readonly ClassicalLine[];
  /** 用九 / 用六: only hexagrams 1 and 2 */
  useLine?: { label: '用九' | '用六'; text: string };
  /** the one display name in each language (content/iching/names.json), shown on every screen and card */
  name: Record<Locale, string>;
  /**
   * the name on the library's list, drawer and hexagram pages: in English the spec's long-library
   * title (Difficulty at the Beginning), the display name being its shortened title (Difficult
   * Beginning) for the chooser, the casting grid and everything else; in Korean the one name
   */
  libraryName: Record<Locale, string>;
  text: Record<Locale, HexagramWording>;
}
