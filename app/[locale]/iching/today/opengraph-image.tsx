import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localeStaticParams } from '@/lib/i18n/locale-params';
import { getHexagram } from '@/lib/iching/library';
import { OG_IMAGE_SIZE } from '@/lib/iching/og-image-size';
import { todayReading } from '@/lib/iching/today';
import { todayCardText } from '@/lib/og/cards';
import { HexagramOgCard } from '@/components/og/hexagram-og-card';
import { ogFonts } from '@/lib/og/fonts';

// The card of Today's hexagram: the day's hexagram with the day's line in red, redrawn like the
// page (ISR, at most 5 minutes after it was drawn: see page.tsx), with the bundled fonts only.
export const size = OG_IMAGE_SIZE;
export const contentType = 'image/png';
export const revalidate = 300;
export const generateStaticParams = localeStaticParams;

export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: rawLocale } = await params;
  const locale: Locale = rawLocale === 'en' ? 'en' : 'ko';
  const reading = todayReading(new Date());
  const h = getHexagram(reading.hexagram);
  if (!h) return new Response('Not Found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'TodayHexagram' });
  const card = todayCardText(h, reading.line, reading.date, locale, t('ogTitle'));

  return new ImageResponse(<HexagramOgCard pattern={h.pattern} highlightLine={reading.line} card={card} />, { ...size, fonts: await ogFonts() });
}
