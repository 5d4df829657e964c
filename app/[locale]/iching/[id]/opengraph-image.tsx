import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/i18n/routing';
import { hexagramCardText } from '@/lib/og/cards';
import { HexagramOgCard } from '@/components/og/hexagram-og-card';
import { ogFonts } from '@/lib/og/fonts';
import { getHexagram, hexagrams } from '@/lib/iching/library';
import { OG_IMAGE_SIZE } from '@/lib/iching/og-image-size';

// One card per hexagram and locale, drawn at build time (128 PNGs); any other id is a 404.
export const size = OG_IMAGE_SIZE;
export const contentType = 'image/png';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => hexagrams.map((h) => ({ locale, id: String(h.number) })));
}

export default async function Image({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale: rawLocale, id } = await params;
  const locale: Locale = rawLocale === 'en' ? 'en' : 'ko';
  const h = getHexagram(Number(id));
  if (!h) return new Response('Not Found', { status: 404 });
  const shelf = await getTranslations({ locale, namespace: 'Iching' });
  const card = hexagramCardText(h, locale, shelf('topBar'));

  return new ImageResponse(<HexagramOgCard pattern={h.pattern} card={card} />, { ...size, fonts: await ogFonts() });
}
