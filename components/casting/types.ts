/** One row of the table the casting screen receives: enough to draw, name and find each hexagram. */
export interface CastingHexagram {
  number: number;
  /** bottom to top, '1' yang */
  pattern: string;
  displayName: string;
  chineseName: string;
  koreanName: string;
  /** the Korean name as the page's reader reads it: Hangul on Korean pages, romanized (Revised Romanization) on English ones */
  readingName: string;
}

/** A hexagram's display name in the casting result (the Casting.hexName message), by its number. */
export type NameOf = (number: number) => string;

export type CastingMode = 'number' | 'build' | 'coins' | 'yarrow' | 'manual';
/** The methods in the switch's order, the default first: three coins, the most used way to cast. */
export const CASTING_MODES: readonly CastingMode[] = ['coins', 'number', 'build', 'yarrow', 'manual'];
export const DEFAULT_CASTING_MODE: CastingMode = 'coins';
