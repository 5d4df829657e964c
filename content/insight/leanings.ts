import table from './leanings.json';

/**
 * How each classical text leans (the 64 Judgements, 384 lines, 用九 and 用六): built once from the
 * omen words of the text (scripts/insight-leanings.mjs) and reviewed by hand where the words' count
 * misreads the text's order (the `note`). The readings' stance follows this table, never the area
 * of the question alone.
 */
// The leanings are keys of leanings.json (written by scripts/insight-leanings.mjs and read by the
// stance code), not prose shown to a reader, so they keep their spelling, as the key `judgement` does.
interface LeaningKeys {
  favourable: unknown;
  unfavourable: unknown;
  mixed: unknown;
}
export type Leaning = keyof LeaningKeys;
/** advance: the text favors setting out (利有攸往, 利涉大川, 征吉 …); hold: it favors staying (勿用, 征凶, 居吉 …); open: neither */
export type Action = 'advance' | 'hold' | 'open';

export interface TextLeaning {
  leaning: Leaning;
  action: Action;
  /** the omen words found, the reason for the leaning */
  omens: string[];
  /** the reviewer's reason where it overrides the count */
  note?: string;
}

interface HexagramLeanings {
  number: number;
  judgement: TextLeaning;
  lines: TextLeaning[];
  useLine?: TextLeaning;
}

const leanings = table as HexagramLeanings[];

/** The leaning of one text: a hexagram's Judgement, one of its lines (1-6), or its 用九/用六. */
export function leaningOf(hexagram: number, part: Exclude<keyof HexagramLeanings, 'number' | 'lines'> | 'line', position?: number): TextLeaning {
  const entry = leanings[hexagram - 1];
  if (!entry || entry.number !== hexagram) throw new Error(`no leanings for hexagram ${hexagram}`);
  if (part === 'useLine') {
    if (!entry.useLine) throw new Error(`hexagram ${hexagram} has no use line`);
    return entry.useLine;
  }
  if (part === 'line') {
    const line = entry.lines[(position ?? 0) - 1];
    if (!line) throw new Error(`hexagram ${hexagram} has no line ${position}`);
    return line;
  }
  return entry.judgement;
}
