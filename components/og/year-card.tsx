import { OG_FONT_FAMILY } from '@/lib/og/fonts';
import type { YearCardText } from '@/lib/journal/card';
import { CARD_INK, CARD_LINE, CARD_PAPER, CARD_SEAL, CARD_SOFT, CARD_WELL, CardFigure } from './card-parts';

/** The room between the card's parts: what is left over is shared out evenly, never one empty block. */
function Gap() {
  return <div style={{ display: 'flex', flex: 1, minHeight: 32 }} />;
}

/**
 * The year's keepsake card (1080 × 1350, next/og; lib/journal/card.ts decides the words): the year
 * and its counts, the hexagram drawn most often (its six lines, number and name), the three drawn
 * most often with their counts, the five elements as bars, a line of the person's latest note only
 * when they asked for it, and the app's name. A year with nothing yet is a calm card of its own.
 */
export function YearCard({ card }: { card: YearCardText }) {
  const elements = card.elements?.items.filter((e) => e.count > 0) ?? [];
  const longName = card.top ? card.top.name.length > 10 : false;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%', background: CARD_PAPER, color: CARD_INK, fontFamily: OG_FONT_FAMILY, wordBreak: 'keep-all' }}>
      {/* the year's elements as a band, each as wide as its count */}
      <div style={{ display: 'flex', height: 18 }}>
        {elements.length ? elements.map((e) => <div key={e.id} style={{ display: 'flex', flex: e.count, background: e.color }} />) : <div style={{ display: 'flex', flex: 1, background: CARD_SEAL }} />}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, padding: '60px 88px 56px' }}>
        <div style={{ display: 'flex', fontSize: 36, color: CARD_SEAL }}>{card.eyebrow}</div>
        <div style={{ display: 'flex', fontSize: 104, lineHeight: 1.1, marginTop: 8 }}>{card.year}</div>
        <div style={{ display: 'flex', fontSize: 36, color: CARD_SOFT, marginTop: 8 }}>{card.totals}</div>

        {card.top ? <Gap /> : null}
        {card.top ? (
          <div style={{ display: 'flex', alignItems: 'center', paddingTop: 36, borderTop: `3px solid ${CARD_LINE}` }}>
            <CardFigure pattern={card.top.pattern} width={200} bar={26} gap={15} />
            <div style={{ display: 'flex', flexDirection: 'column', marginLeft: 60, flex: 1 }}>
              <div style={{ display: 'flex', fontSize: 30, color: CARD_SEAL }}>{card.top.heading}</div>
              <div style={{ display: 'flex', fontSize: 32, color: CARD_SOFT, marginTop: 14 }}>{card.top.label}</div>
              <div style={{ display: 'flex', flexWrap: 'wrap', fontSize: longName ? 50 : 60, lineHeight: 1.15, marginTop: 6 }}>{card.top.name}</div>
              <div style={{ display: 'flex', fontSize: 38, color: CARD_SOFT, marginTop: 10 }}>{`${card.top.chinese} · ${card.top.count}`}</div>
            </div>
          </div>
        ) : null}

        {card.topThree || card.elements ? <Gap /> : null}
        {card.topThree || card.elements ? (
          <div style={{ display: 'flex', paddingTop: 32, borderTop: `3px solid ${CARD_LINE}` }}>
            {card.topThree ? (
              <div style={{ display: 'flex', flexDirection: 'column', flex: 1, paddingRight: 28 }}>
                <div style={{ display: 'flex', fontSize: 28, color: CARD_SEAL }}>{card.topThree.heading}</div>
                {card.topThree.items.map((h, i) => (
                  <div key={h.number} style={{ display: 'flex', alignItems: 'center', marginTop: i === 0 ? 22 : 18 }}>
                    <CardFigure pattern={h.pattern} width={52} bar={7} gap={5} radius={2} />
                    <div style={{ display: 'flex', flexDirection: 'column', marginLeft: 22, flex: 1 }}>
                      <div style={{ display: 'flex', fontSize: 30, lineHeight: 1.2 }}>{h.name}</div>
                      <div style={{ display: 'flex', fontSize: 24, color: CARD_SOFT, marginTop: 4 }}>{`${h.label} · ${h.count}`}</div>
                    </div>
                  </div>
                ))}
              </div>
            ) : null}
            {card.elements ? (
              <div style={{ display: 'flex', flexDirection: 'column', width: 400 }}>
                <div style={{ display: 'flex', fontSize: 28, color: CARD_SEAL }}>{card.elements.heading}</div>
                {card.elements.items.map((e, i) => (
                  <div key={e.id} style={{ display: 'flex', alignItems: 'center', marginTop: i === 0 ? 24 : 14, height: 34 }}>
                    <div style={{ display: 'flex', width: 96, fontSize: 27 }}>{e.name}</div>
                    <div style={{ display: 'flex', width: 236, height: 22, background: CARD_WELL, borderRadius: 8 }}>
                      {e.count > 0 ? <div style={{ display: 'flex', width: Math.max(10, Math.round(236 * e.share)), height: 22, background: e.color, borderRadius: 8 }} /> : null}
                    </div>
                    <div style={{ display: 'flex', flex: 1, justifyContent: 'flex-end', fontSize: 27 }}>{String(e.count)}</div>
                  </div>
                ))}
              </div>
            ) : null}
          </div>
        ) : null}

        {card.empty ? (
          // a year still to come: six open lines, waiting, and a word on how the card fills
          <div style={{ display: 'flex', flex: 1, flexDirection: 'column', alignItems: 'center', justifyContent: 'center', marginTop: 36, borderTop: `3px solid ${CARD_LINE}` }}>
            <CardFigure pattern="000000" width={260} bar={30} gap={20} color={CARD_LINE} />
            <div style={{ display: 'flex', fontSize: 38, lineHeight: 1.55, color: CARD_SOFT, marginTop: 64, textAlign: 'center', maxWidth: 820 }}>{card.empty}</div>
          </div>
        ) : (
          <Gap />
        )}

        {card.quote ? (
          <div style={{ display: 'flex', flexDirection: 'column', background: CARD_WELL, borderRadius: 24, padding: '22px 34px', marginBottom: 26 }}>
            <div style={{ display: 'flex', fontSize: 26, color: CARD_SOFT }}>{card.quote.label}</div>
            <div style={{ display: 'flex', fontSize: 34, lineHeight: 1.45, marginTop: 6 }}>{`“${card.quote.text}”`}</div>
          </div>
        ) : null}
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', borderTop: `3px solid ${CARD_LINE}`, paddingTop: 26, fontSize: 32, color: CARD_SOFT }}>
          <span>{card.journal}</span>
          <span style={{ color: CARD_SEAL, fontSize: 34 }}>{card.brand}</span>
        </div>
      </div>
    </div>
  );
}
