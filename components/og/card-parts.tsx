/**
 * What the keepsake cards (next/og, 1080 × 1350) share: the paper palette and the hexagram's six
 * bars. The report card (report-card.tsx) and the journal's year card (year-card.tsx) draw with these.
 */

export const CARD_INK = '#1f1d1a';
export const CARD_PAPER = '#faf7f0';
export const CARD_SEAL = '#a23b2a';
export const CARD_SOFT = '#57524a';
export const CARD_LINE = '#e2dacb';
/** the tinted box a person's own words sit in (the question, a note) */
export const CARD_WELL = '#f1ebde';

/** Six bars drawn from the top (line 6) down; `pattern` is bottom line first, '1' a yang line. */
export function CardFigure({ pattern, width, bar, gap, radius = 6, color = CARD_INK }: { pattern: string; width: number; bar: number; gap: number; radius?: number; color?: string }) {
  const half = Math.round(width * 0.43);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap, width }}>
      {[6, 5, 4, 3, 2, 1].map((position) =>
        pattern[position - 1] === '1' ? (
          <div key={position} style={{ display: 'flex', height: bar, background: color, borderRadius: radius }} />
        ) : (
          <div key={position} style={{ display: 'flex', height: bar, justifyContent: 'space-between' }}>
            <div style={{ display: 'flex', width: half, background: color, borderRadius: radius }} />
            <div style={{ display: 'flex', width: half, background: color, borderRadius: radius }} />
          </div>
        ),
      )}
    </div>
  );
}
