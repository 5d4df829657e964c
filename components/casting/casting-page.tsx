import { getTranslations } from 'next-intl/server';
import { HanjaFace } from '@/components/fonts/hanja-face';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BackLink } from '@/components/ui/back-link';
import type { Locale } from '@/i18n/routing';
import { CASTING_MAX_WIDTH_PX } from '@/lib/iching/constants';
import { castingTable } from '@/lib/iching/cast-page';
import { CastingAbout } from './casting-about';
import { CastingScreen } from './casting-screen';
import type { CastingHexagram } from './types';

/** /report/iching: the casting screen under a sticky Back bar, with the about-casting text below. */
export async function CastingPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Casting' });
  const library = await getTranslations({ locale, namespace: 'Iching' });
  const table: CastingHexagram[] = castingTable(locale);
  return (
    <main
      className="mx-auto w-full flex-1 px-4 pb-16 md:px-8 [html[data-webview]_&]:pt-16"
      style={{ maxWidth: CASTING_MAX_WIDTH_PX }}
    >
      <HanjaFace page="report/iching" />
      {/* The Back button at the top left, on a solid bar that stays while the page scrolls: the text
          passes under the bar instead of behind a floating button. */}
      <div className="hide-in-webview sticky top-0 z-30 -mx-4 flex h-15 items-center border-b border-line/70 bg-paper px-4 md:-mx-8 md:px-8">
        <BackLink href="/iching" label={library('topBar')} />
      </div>
      <header className="mx-auto flex max-w-2xl flex-col items-center pt-4 pb-4 text-center md:pt-10 md:pb-8">
        <h1 className="font-serif text-2xl font-semibold md:text-4xl">{t('title')}</h1>
        <p className="mt-2 text-sm leading-relaxed text-ink-soft md:mt-3 md:text-base">{t('subtitle')}</p>
      </header>
      <ClientMessages locale={locale} namespaces={['Casting', 'CareScreen', 'CastOffer', 'Stores', 'PurchaseStatus']}>
        <CastingScreen hexagrams={table} />
      </ClientMessages>
      <CastingAbout locale={locale} />
    </main>
  );
}
