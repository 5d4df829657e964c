import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { parseHexagramId } from '@/lib/iching/library';
import { OG_IMAGE_SIZE } from '@/lib/iching/og-image-size';
import { alternates, localizedPath } from '@/lib/site/seo';

/**
 * The metadata of /iching/[id]. A hexagram: its number and display name with the Korean name (Hangul
 * only on Korean pages; English titles carry the hanja and the romanized name), its summary and its
 * Open Graph card. An id that names no hexagram: the library's title, unindexed, canonical /iching.
 */
export async function hexagramPageMetadata(locale: Locale, id: string): Promise<Metadata> {
  const hexagram = parseHexagramId(id);
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
  const title =
    locale === 'ko'
      ? `${hexagram.number}. ${hexagram.libraryName[locale]} (${hexagram.koreanName} ${hexagram.koreanNameHanja})`
      : `${hexagram.number}. ${hexagram.libraryName[locale]} (${hexagram.koreanNameHanja}, ${hexagram.koreanNameRomanized})`;
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
          alt: t('ogAlt', { number: hexagram.number, name: locale === 'ko' ? hexagram.koreanName : hexagram.koreanNameRomanized, title: hexagram.name[locale] }),
        },
      ],
    },
    twitter: { card: 'summary_large_image' },
  };
}
