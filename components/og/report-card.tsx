import { OG_FONT_FAMILY } from '@/lib/og/fonts';
import type { ReportCardText } from '@/lib/reports/card';
import { CARD_INK, CARD_LINE, CARD_PAPER, CARD_SEAL, CARD_SOFT, CARD_WELL, CardFigure } from './card-parts';

/**
 * A paid result's keepsake card (1080 × 1350, next/og): the report's name, the result's essence
 * (a profile, a reader type, or the reading's hexagram), its hexagram, a line of our words (or,
 * only when the person chose to show it, their question instead), the one line that matters (the
 * selected line or Judgment, the profile's reason or next step), the date, the app's name and the
 * address the shared card leads to.
 */
export function ReportCard({ card }: { card: ReportCardText }) {
  const long = card.title.length > 14;
  const readingIsHexagram = card.title === card.hexagram.name;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%', background: CARD_PAPER, color: CARD_INK, fontFamily: OG_FONT_FAMILY, wordBreak: 'keep-all' }}>
      <div style={{ display: 'flex', height: 18 }}>
        {(card.colors.length ? card.colors : [CARD_SEAL]).map((color, i) => (
          <div key={i} style={{ display: 'flex', flex: 1, background: color }} />
        ))}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, padding: '72px 88px 64px' }}>
        <div style={{ display: 'flex', fontSize: 38, color: CARD_SEAL }}>{card.kind}</div>
        <div style={{ display: 'flex', fontSize: 34, color: CARD_SOFT, marginTop: 40 }}>{card.eyebrow}</div>
        <div style={{ display: 'flex', flexWrap: 'wrap', fontSize: long ? 76 : 96, lineHeight: 1.15, marginTop: 14 }}>{card.title}</div>
        {card.subtitle ? <div style={{ display: 'flex', fontSize: 44, color: CARD_SOFT, marginTop: 18 }}>{card.subtitle}</div> : null}

        {readingIsHexagram ? (
          // a reading's card is its hexagram: the figure alone, its names are the title above
          <div style={{ display: 'flex', justifyContent: 'center', marginTop: 48, paddingTop: 48, borderTop: `3px solid ${CARD_LINE}` }}>
            {/* smaller when the question needs its room */}
            <CardFigure pattern={card.hexagram.pattern} width={card.question ? 240 : 280} bar={card.question ? 28 : 34} gap={card.question ? 16 : 20} />
          </div>
        ) : (
          <div style={{ display: 'flex', alignItems: 'center', marginTop: 56, paddingTop: 48, borderTop: `3px solid ${CARD_LINE}` }}>
            <CardFigure pattern={card.hexagram.pattern} width={220} bar={30} gap={18} />
            <div style={{ display: 'flex', flexDirection: 'column', marginLeft: 64, flex: 1 }}>
              <div style={{ display: 'flex', fontSize: 32, color: CARD_SEAL }}>{card.hexagram.label}</div>
              <div style={{ display: 'flex', fontSize: 54, marginTop: 10 }}>{card.hexagram.name}</div>
              <div style={{ display: 'flex', fontSize: 40, color: CARD_SOFT, marginTop: 8 }}>{card.hexagram.chinese}</div>
            </div>
          </div>
        )}

        {/* the question, when shown, takes the place of the line of our words: the card has room for one */}
        {card.message && !card.question ? <div style={{ display: 'flex', fontSize: 38, lineHeight: 1.5, marginTop: 44 }}>{card.message}</div> : null}

        <div style={{ display: 'flex', flex: 1 }} />
        {card.question ? (
          <div style={{ display: 'flex', flexDirection: 'column', background: CARD_WELL, borderRadius: 24, padding: '24px 36px', marginBottom: 24 }}>
            <div style={{ display: 'flex', fontSize: 28, color: CARD_SOFT }}>{card.question.label}</div>
            <div style={{ display: 'flex', fontSize: 34, lineHeight: 1.45, marginTop: 8 }}>{card.question.text}</div>
          </div>
        ) : null}
        {/* the one line that matters: the text the casting rules select, or the profile's own */}
        {card.line ? (
          <div style={{ display: 'flex', flexDirection: 'column', borderLeft: `8px solid ${CARD_SEAL}`, padding: '6px 0 6px 32px', marginTop: 36, marginBottom: 36 }}>
            <div style={{ display: 'flex', fontSize: 28, color: CARD_SEAL }}>{card.line.label}</div>
            <div style={{ display: 'flex', fontSize: card.question ? 32 : 36, lineHeight: 1.45, marginTop: 10 }}>{card.line.text}</div>
          </div>
        ) : null}
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', borderTop: `3px solid ${CARD_LINE}`, paddingTop: 28, fontSize: 32, color: CARD_SOFT }}>
          <span>{card.date}</span>
          <span style={{ color: CARD_SEAL }}>{card.brand}</span>
        </div>
        {card.link ? <div style={{ display: 'flex', fontSize: 28, color: CARD_SOFT, marginTop: 14 }}>{card.link}</div> : null}
      </div>
    </div>
  );
}
