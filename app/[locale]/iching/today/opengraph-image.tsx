import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localeStaticParams } from '@/lib/i18n/locale-params';
import { getHexagram } from '@/lib/iching/library';
import { OG_IMAGE_SIZE } from '@/lib/iching/og-image-size';
import { todayReading } from '@/lib/iching/today';
import { todayCardText } from '@/lib/og/cards';
import { OG_FONT_FAMILY, ogFonts } from '@/lib/og/fonts';

// The card of Today's hexagram: the day's hexagram with the day's line in red, redrawn like the
// page (ISR, at most 5 minutes after it was drawn: see page.tsx), with the bundled fonts only.
export const size = OG_IMAGE_SIZE;
export const contentType = 'image/png';
export const revalidate = 300;
export const generateStaticParams = localeStaticParams;

const INK = '#1f1d1a';
const PAPER = '#faf7f0';
const SEAL = '#a23b2a';
const SOFT = '#57524a';

export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: rawLocale } = await params;
  const locale: Locale = rawLocale === 'en' ? 'en' : 'ko';
  const reading = todayReading(new Date());
  const h = getHexagram(reading.hexagram);
  if (!h) return new Response('Not Found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'TodayHexagram' });
  const card = todayCardText(h, reading.line, reading.date, locale, t('ogTitle'));

  return new ImageResponse(
    (
      <div style={{ display: 'flex', width: '100%', height: '100%', background: PAPER, color: INK, padding: 72, fontFamily: OG_FONT_FAMILY }}>
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 26, width: 330, marginRight: 72 }}>
          {[6, 5, 4, 3, 2, 1].map((position) => {
            const colour = position === reading.line ? SEAL : INK;
            return h.pattern[position - 1] === '1' ? (
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
            <div style={{ display: 'flex', fontSize: 40, color: SEAL }}>{card.eyebrow}</div>
            <div style={{ display: 'flex', fontSize: card.title.length > 18 ? 64 : 80, lineHeight: 1.15, marginTop: 18 }}>{card.title}</div>
            <div style={{ display: 'flex', fontSize: 44, color: SOFT, marginTop: 28 }}>{card.names}</div>
            <div style={{ display: 'flex', fontSize: 36, color: SEAL, marginTop: 20 }}>{card.line}</div>
          </div>
          <div style={{ display: 'flex', fontSize: 30, color: SOFT }}>{card.product}</div>
        </div>
      </div>
    ),
    { ...size, fonts: await ogFonts() },
  );
}
