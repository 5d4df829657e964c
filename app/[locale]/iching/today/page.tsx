import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HanjaFace } from '@/components/fonts/hanja-face';
import { IchingTopBar } from '@/components/iching/iching-top-bar';
import { TodayHexagram } from '@/components/iching/today-hexagram';
import { localeStaticParams, readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { todayReading } from '@/lib/iching/today';
import { alternates, localizedPath } from '@/lib/site/seo';

export const generateStaticParams = localeStaticParams;

/**
 * 오늘의 괘 / Today's hexagram. The server picks the day (lib/iching/today.ts, Korea's date at the
 * moment of rendering), so every visitor gets the same page, with no client JavaScript. The page is
 * static and regenerated (ISR) at most 5 minutes after it was drawn: a revalidate period cannot be
 * 'until the next midnight in Seoul' (it is a constant read at build time), and 300 s keeps the
 * page on the previous day for at most ~5 minutes after midnight (KST), plus the one request that
 * triggers the regeneration, at the cost of ~288 renders a day.
 */
export const revalidate = 300;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'TodayHexagram' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: alternates(locale, '/iching/today'),
    openGraph: { title: t('metaTitle'), description: t('metaDescription'), url: localizedPath(locale, '/iching/today') },
  };
}

export default async function TodayPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  const reading = todayReading(new Date());
  return (
    <>
      {/* the day’s hanja are a subset of its hexagram page’s: that page’s small face serves them */}
      <HanjaFace page={`iching/${reading.hexagram}`} />
      <IchingTopBar locale={locale} selected />
      <TodayHexagram reading={reading} locale={locale} />
    </>
  );
}
