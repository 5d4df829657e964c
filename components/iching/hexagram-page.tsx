import { getTranslations } from 'next-intl/server';
import { HanjaFace } from '@/components/fonts/hanja-face';
import { site } from '@/lib/config/site';
import type { Locale } from '@/i18n/routing';
import { getConfig } from '@/lib/config/env';
import { parseHexagramId } from '@/lib/iching/library';
import { hexagramJsonLd } from '@/lib/iching/structured-data';
import { HexagramDetail } from './hexagram-detail';
import { IchingIndex } from './iching-index';
import { IchingTopBar } from './iching-top-bar';
import { JsonLd } from './json-ld';
import { CastEntry } from './cast-entry';

/** /iching/[id]: a hexagram's reading with its structured data, or the library for an id that names none. */
export async function HexagramPage({ locale, id }: { locale: Locale; id: string }) {
  const hexagram = parseHexagramId(id);
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
      <div className="mx-auto w-full max-w-3xl px-4 pb-10"><CastEntry locale={locale} /></div>
      <JsonLd data={hexagramJsonLd(hexagram, locale, identity, t('metaTitle'))} />
    </>
  );
}
