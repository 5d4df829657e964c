import { OG_FONT_FAMILY } from '@/lib/og/fonts';

const INK = '#1f1d1a';
const PAPER = '#faf7f0';
const SEAL = '#a23b2a';
const SOFT = '#57524a';

export interface HexagramOgCardText {
  eyebrow: string;
  title: string;
  names: string;
  /** a line under the names, in seal red (Today's hexagram: the day's line) */
  line?: string;
  product: string;
}

/**
 * The Open Graph card of a hexagram (1200 × 630, next/og): its figure on the left, six lines drawn
 * from the top (line 6) down, one of them in seal red when `highlightLine` names it; the text on the
 * right. Used by /iching/{id} and /iching/today.
 */
export function HexagramOgCard({ pattern, highlightLine, card }: { pattern: string; highlightLine?: number; card: HexagramOgCardText }) {
  return (
    <div style={{ display: 'flex', width: '100%', height: '100%', background: PAPER, color: INK, padding: 72, fontFamily: OG_FONT_FAMILY }}>
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 26, width: 330, marginRight: 72 }}>
        {[6, 5, 4, 3, 2, 1].map((position) => {
          const colour = position === highlightLine ? SEAL : INK;
          return pattern[position - 1] === '1' ? (
            <div key={position} style={{ display: 'flex', height: 46, background: colour, borderRadius: 6 }} />
          ) : (
            <div key={position} style={{ display: 'flex', height: 46, justifyContent: 'space-between' }}>
              <div style={{ display: 'flex', width: 140, background: colour, borderRadius: 6 }} />
              <div style={{ display: 'flex', width: 140, background: colour, borderRadius: 6 }} />
            </div>
          );
        })}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, borderLeft: '3px solid #e2dacb', paddingLeft: 64 }}>
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flex: 1 }}>
          {/* one line: the longest ("Today’s hexagram · September 30") fits the 587 px column at 34 px */}
          <div style={{ display: 'flex', fontSize: card.eyebrow.length > 24 ? 34 : 40, color: SEAL, whiteSpace: 'nowrap' }}>{card.eyebrow}</div>
          <div style={{ display: 'flex', fontSize: card.title.length > 18 ? 64 : 80, lineHeight: 1.15, marginTop: 18 }}>{card.title}</div>
          <div style={{ display: 'flex', fontSize: 44, color: SOFT, marginTop: 28 }}>{card.names}</div>
          {card.line ? <div style={{ display: 'flex', fontSize: 36, color: SEAL, marginTop: 20 }}>{card.line}</div> : null}
        </div>
        <div style={{ display: 'flex', fontSize: 30, color: SOFT }}>{card.product}</div>
      </div>
    </div>
  );
}
