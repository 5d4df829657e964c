import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/site/seo';
import type { Hexagram } from './types';

interface Site {
  siteUrl: string;
  productName: string;
  company: string;
}

const absolute = (site: Site, locale: Locale, path: string) => new URL(localizedPath(locale, path), site.siteUrl).toString();

/** schema.org Article for one hexagram page, with its names, language and place in the library. */
export function hexagramJsonLd(h: Hexagram, locale: Locale, site: Site, libraryName: string): Record<string, unknown> {
  const text = h.text[locale];
  const url = absolute(site, locale, `/iching/${h.number}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: `${h.number}. ${h.libraryName[locale]}`,
    alternativeHeadline: `${h.koreanName} ${h.koreanNameHanja} ${h.symbol}`,
    description: text.summary,
    inLanguage: locale,
    articleSection: libraryName,
    position: h.number,
    image: `${url}/opengraph-image`,
    isPartOf: { '@type': 'CollectionPage', name: libraryName, url: absolute(site, locale, '/iching') },
    about: { '@type': 'Thing', name: h.chineseFullName, alternateName: [h.koreanName, h.chineseName, h.pinyin, h.name[locale]] },
    author: { '@type': 'Organization', name: site.company },
    publisher: { '@type': 'Organization', name: site.company, brand: site.productName },
  };
}

/** schema.org CollectionPage + ItemList of the 64 hexagrams for /iching. */
export function libraryJsonLd(all: readonly Hexagram[], locale: Locale, site: Site, name: string, description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    url: absolute(site, locale, '/iching'),
    name,
    description,
    inLanguage: locale,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: all.length,
      itemListElement: all.map((h) => ({
        '@type': 'ListItem',
        position: h.number,
        name: `${h.number}. ${h.libraryName[locale]}`,
        url: absolute(site, locale, `/iching/${h.number}`),
      })),
    },
  };
}

/** schema.org Article for a static explanatory page such as /korea or /bookofchange. */
export function pageJsonLd(locale: Locale, site: Site, path: string, headline: string, description: string): Record<string, unknown> {
  const url = absolute(site, locale, path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': url,
    url,
    headline,
    description,
    inLanguage: locale,
    author: { '@type': 'Organization', name: site.company },
    publisher: { '@type': 'Organization', name: site.company, brand: site.productName },
  };
}
