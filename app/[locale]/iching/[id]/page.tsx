import type { Metadata } from 'next';
import { HanjaFace } from '@/components/fonts/hanja-face';
import { getTranslations } from 'next-intl/server';
import { HexagramDetail } from '@/components/iching/hexagram-detail';
import { IchingIndex } from '@/components/iching/iching-index';
import { IchingTopBar } from '@/components/iching/iching-top-bar';
import { JsonLd } from '@/components/iching/json-ld';
import { site } from '@/content/site/site';
import { getConfig } from '@/lib/config';
import { readLocaleParam } from '@/lib/i18n/locale-params';
import { hexagrams, parseHexagramId } from '@/lib/iching/library';
import { UNKNOWN_HEXAGRAM_ID } from '@/lib/iching/route-id';
import { hexagramJsonLd } from '@/lib/iching/structured-data';
import { alternates, localizedPath } from '@/lib/seo';
import { OG_IMAGE_SIZE } from './og-image-size';

type HexagramParams = { params: Promise<{ locale: string; id: string }> };

// The 64 readings and the list for unknown ids (id 0) are prerendered in both locales; proxy.ts
// serves every other id ('abc', '65', '01' → 1) from these, so nothing renders on request.
export const dynamicParams = false;

export function generateStaticParams() {
  return [...hexagrams.map((h) => ({ id: String(h.number) })), { id: UNKNOWN_HEXAGRAM_ID }];
}

export async function generateMetadata({ params }: HexagramParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const hexagram = parseHexagramId((await params).id);
  if (!hexagram) {
    const t = await getTranslations({ locale, namespace: 'Iching' });
    return {
      title: t('metaTitle'),
      description: t('metaDescription'),
      robots: { index: false, follow: true },
      alternates: alternates(locale, '/iching'),
      openGraph: { images: [] },
    };
  }
  const t = await getTranslations({ locale, namespace: 'Hexagram' });
  const text = hexagram.text[locale];
  const path = `/iching/${hexagram.number}`;
  // Hangul only on Korean pages: English titles carry the hanja and the romanized Korean name
  const title =
    locale === 'ko'
      ? `${hexagram.number}. ${hexagram.name[locale].long} (${hexagram.koreanName} ${hexagram.koreanNameHanja})`
      : `${hexagram.number}. ${hexagram.name[locale].long} (${hexagram.koreanNameHanja}, ${hexagram.koreanNameRomanized})`;
  return {
    title,
    description: text.summary,
    alternates: alternates(locale, path),
    openGraph: {
      type: 'article',
      title,
      description: text.summary,
      url: localizedPath(locale, path),
      images: [
        {
          url: localizedPath(locale, `${path}/opengraph-image`),
          ...OG_IMAGE_SIZE,
          type: 'image/png',
          alt: t('ogAlt', { number: hexagram.number, name: locale === 'ko' ? hexagram.koreanName : hexagram.koreanNameRomanized, title: hexagram.name[locale].long }),
        },
      ],
    },
    twitter: { card: 'summary_large_image' },
  };
}

export default async function HexagramPage({ params }: HexagramParams) {
  const locale = await readLocaleParam(params);
  const hexagram = parseHexagramId((await params).id);
  if (!hexagram) {
    return (
      <>
        <HanjaFace page="iching" />
        <IchingIndex locale={locale} />
      </>
    );
  }
  const t = await getTranslations({ locale, namespace: 'Iching' });
  const identity = { siteUrl: getConfig().siteUrl, productName: site.productName[locale], company: site.company[locale] };
  return (
    <>
      <HanjaFace page={`iching/${hexagram.number}`} />
      <IchingTopBar locale={locale} selected />
      <HexagramDetail hexagram={hexagram} locale={locale} />
      <JsonLd data={hexagramJsonLd(hexagram, locale, identity, t('metaTitle'))} />
    </>
  );
}
