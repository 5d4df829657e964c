import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { JournalHome } from '@/components/journal/journal-home';
import { hexagramLabels } from '@/components/journal/reading-table';
import { readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { insightCategories } from '@/lib/insight/categories';
import { seoulDate } from '@/lib/iching/today';
import { alternates } from '@/lib/site/seo';

// a person's own notes: rendered per request and never stored by a cache (Cache-Control: no-store)
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Journal' });
  return { title: t('metaTitle'), description: t('lead'), alternates: alternates(locale, '/journal'), robots: { index: false, follow: false } };
}

/**
 * /journal: the signed-in person's notes, newest first, with search, filters and the due
 * follow-ups; `?write=kind:id` opens the note box of one reading (a cast's or today's page links
 * here). The notes load in the browser with the page's token, as My reports does.
 */
export default async function JournalPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Journal' });
  const categories = await getTranslations({ locale, namespace: 'CurrentInsight.categories' });
  const thisYear = Number(seoulDate(new Date()).slice(0, 4));
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col px-4 pt-8 pb-20 [html[data-webview]_&]:pt-16">
      <header className="flex flex-col items-center pb-8 text-center">
        <h1 className="font-serif text-3xl font-semibold md:text-4xl">{t('title')}</h1>
        <p className="mt-3 leading-relaxed text-ink-soft">{t('lead')}</p>
      </header>
      <ClientMessages locale={locale} namespaces={['Journal', 'JournalEditor', 'CareScreen', 'ApiErrors']}>
        <JournalHome
          hexagrams={hexagramLabels(locale)}
          categories={insightCategories.map((id) => ({ id, label: categories(id) }))}
          years={Array.from({ length: Math.max(1, thisYear - 2025) + 1 }, (_, i) => thisYear - i)}
        />
      </ClientMessages>
    </main>
  );
}
