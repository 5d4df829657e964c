import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { localeStaticParams, readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { siteCardText } from '@/lib/og/cards';
import { OG_FONT_FAMILY, ogFonts } from '@/lib/og/fonts';
import { site } from '@/lib/config/site';

// The site's card, for every page without its own (the hexagram pages have theirs): two PNGs.
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const generateStaticParams = localeStaticParams;

const INK = '#1f1d1a';
const PAPER = '#faf7f0';
const SEAL = '#a23b2a';
const SOFT = '#57524a';

export default async function Image({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const card = siteCardText(locale, t('title', { product: site.productName[locale] }));

  return new ImageResponse(
    (
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', width: '100%', height: '100%', background: PAPER, color: INK, padding: 96, fontFamily: OG_FONT_FAMILY }}>
        <div style={{ display: 'flex', fontSize: 160, color: SEAL, lineHeight: 1.1 }}>{card.product}</div>
        <div style={{ display: 'flex', width: 120, height: 6, background: INK, borderRadius: 3, marginTop: 40, marginBottom: 40 }} />
        <div style={{ display: 'flex', fontSize: 56, color: SOFT, lineHeight: 1.25 }}>{card.title}</div>
      </div>
    ),
    { ...size, fonts: await ogFonts() },
  );
}
