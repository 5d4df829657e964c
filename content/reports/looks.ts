import type { ReportProduct } from '@/lib/purchases/products';

/** A hexagram (lines bottom to top) and a palette color: how a report or a free reading is pictured. */
interface Look {
  pattern: string;
  tone: string;
}

/**
 * How each report is pictured on the picker and on its no-access card: a hexagram that fits it
 * (lines bottom to top) in one of the palette's colors. Decoration only, never a reading.
 */
export const REPORT_LOOKS = {
  // 3 屯, difficulty at the beginning: a question that is just taking shape
  current_insight: { pattern: '100010', tone: 'text-seal' },
  // 50 鼎, the cauldron: what a character is made of
  character_insight: { pattern: '011101', tone: 'text-yin' },
  // 31 咸, influence: the attraction between two people
  relationship_insight: { pattern: '001110', tone: 'text-yang' },
  // 46 升, pushing upward: growth step by step over the years
  plan_insight: { pattern: '011000', tone: 'text-seal' },
  // 26 大畜, great accumulation held in check: learning stored up from what came before
  book_insight: { pattern: '111001', tone: 'text-yin' },
} as const satisfies Record<ReportProduct, Look>;

/** The free Book of Change beside them (on the picker and the landing): 1 乾, the creative. */
export const BOOK_LOOK = { pattern: '111111', tone: 'text-yang' } as const satisfies Look;
