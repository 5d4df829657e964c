import type { Metadata } from 'next';
import { HanjaFace } from '@/components/fonts/hanja-face';
import { getMessages, getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { ClientStrings } from '@/components/i18n/client-strings';
import { CastingAbout } from '@/components/casting/casting-about';
import { CastingScreen } from '@/components/casting/casting-screen';
import type { CastingHexagram } from '@/components/casting/types';
import { CASTING_MAX_WIDTH_PX } from '@/lib/constants';
import { localeStaticParams, readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { castingTable } from '@/lib/iching/cast-page';
import { alternates } from '@/lib/seo';

export const generateStaticParams = localeStaticParams;

const PATH = '/report/iching';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Casting' });
  // One canonical for every ?lines= variant: shared casts consolidate into this page.
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: alternates(locale, PATH) };
}

export default async function CastingPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Casting' });
  const messages = await getMessages();
  const table: CastingHexagram[] = castingTable(locale);
  return (
    <main
      className="mx-auto w-full flex-1 px-4 pb-16 md:px-8 [html[data-webview]_&]:pt-16"
      style={{ maxWidth: CASTING_MAX_WIDTH_PX }}
    >
      <HanjaFace page="report/iching" />
      {/* The Back button at the top left, on a solid bar that stays while the page scrolls: the text
          passes under the bar instead of behind a floating button. */}
      <div className="sticky top-0 z-30 -mx-4 flex h-15 items-center border-b border-line/70 bg-paper px-4 md:-mx-8 md:px-8">
        <BackLink href="/bookofchange" />
      </div>
      <header className="mx-auto flex max-w-2xl flex-col items-center pt-6 pb-8 text-center md:pt-10">
        <h1 className="font-serif text-3xl font-semibold md:text-4xl">{t('title')}</h1>
        <p className="mt-3 leading-relaxed text-ink-soft">{t('subtitle')}</p>
      </header>
      <ClientStrings locale={locale} messages={{ Casting: messages.Casting }}>
        <CastingScreen hexagrams={table} />
      </ClientStrings>
      <CastingAbout locale={locale} />
    </main>
  );
}
