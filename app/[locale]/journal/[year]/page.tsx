import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Link } from '@/components/ui/link';
import { hexagramLabels, trigramLabels, type HexagramLabel } from '@/components/journal/reading-table';
import { YearClient } from '@/components/journal/year-client';
import { YearKeepsakeSection } from '@/components/journal/year-keepsake-lazy';
import { buildYearModel, mergeNotes, quoteQueries, YearView } from '@/components/journal/year-view';
import type { Locale } from '@/i18n/routing';
import { getVerifiedUser } from '@/lib/auth/verify';
import { getDb } from '@/lib/db';
import { formatReportDate } from '@/lib/i18n/dates';
import { readLocaleParam } from '@/lib/i18n/locale-params';
import { insightCategories } from '@/lib/insight/categories';
import { listQuerySchema, yearSchema } from '@/lib/journal/schemas';
import { listNotes } from '@/lib/journal/store';
import { yearSummary } from '@/lib/journal/year';
import { runtime } from '@/lib/runtime';
import { alternates } from '@/lib/site/seo';

// a person's own year: rendered per request with their session, never cached (no-store)
export const dynamic = 'force-dynamic';

type YearParams = { params: Promise<{ locale: string; year: string }> };

/** The year in the address, or the translated 404 (not a year, or outside 2000-2200). */
async function readParams(params: YearParams['params']): Promise<{ locale: Locale; year: number }> {
  const raw = (await params).year;
  const parsed = yearSchema.safeParse(/^\d{4}$/.test(raw) ? raw : 'x');
  if (!parsed.success) notFound();
  return { locale: await readLocaleParam(params), year: parsed.data };
}

export async function generateMetadata({ params }: YearParams): Promise<Metadata> {
  const { locale, year } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'JournalYear' });
  return { title: t('metaTitle', { year }), description: t('lead'), alternates: alternates(locale, `/journal/${year}`), robots: { index: false, follow: false } };
}

/** The signed-in user of this request from the session cookie (the browser); null in the app's web view, which holds a bearer token only. */
async function cookieUser() {
  const cookie = (await headers()).get('cookie');
  if (!cookie) return null;
  try {
    return await getVerifiedUser(new Request('http://page.local/', { headers: { cookie } }));
  } catch {
    return null;
  }
}

export default async function JournalYearPage({ params }: YearParams) {
  const { locale, year } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'JournalYear' });
  const journal = await getTranslations({ locale, namespace: 'Journal' });
  const categoryNames = await getTranslations({ locale, namespace: 'CurrentInsight.categories' });
  const table = hexagramLabels(locale);
  const trigrams = await trigramLabels(locale);
  const categories = insightCategories.map((id) => ({ id, label: categoryNames(id) }));
  const user = await cookieUser();

  const footer = (
    <nav aria-label={t('yearNav')} className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-6 text-sm">
      <Link href="/journal" className="font-medium text-yin underline underline-offset-4">
        {t('back')}
      </Link>
      <span className="flex gap-4">
        {year > 2000 ? (
          <Link href={`/journal/${year - 1}`} className="text-yin underline underline-offset-4">
            ← {t('prev', { year: year - 1 })}
          </Link>
        ) : null}
        {year < 2200 ? (
          <Link href={`/journal/${year + 1}`} className="text-yin underline underline-offset-4">
            {t('next', { year: year + 1 })} →
          </Link>
        ) : null}
      </span>
    </nav>
  );

  let body;
  if (user) {
    const db = await getDb();
    const summary = await yearSummary(db, user.id, year);
    const keys = runtime().journalKeys();
    const quoted = await Promise.all(quoteQueries(summary).map((query) => listNotes(db, keys, user.id, listQuerySchema.parse(query))));
    const model = buildYearModel(summary, mergeNotes(quoted.map((page) => page.entries)), table, trigrams, categories);
    body = (
      <YearView
        model={model}
        t={(key, values) => t(key as Parameters<typeof t>[0], values)}
        hexagramName={(h: HexagramLabel) => journal('hexagram', { number: h.number, name: `${h.name} ${h.chinese}` })}
        elementName={(id) => journal(`elements.${id}` as Parameters<typeof journal>[0])}
        formatDate={(iso) => formatReportDate(iso, locale, 'Asia/Seoul')}
        footer={footer}
        Link={Link}
        keepsake={
          <ClientMessages locale={locale} namespaces={['JournalCard']}>
            <YearKeepsakeSection year={year} token={null} />
          </ClientMessages>
        }
      />
    );
  } else {
    body = (
      <ClientMessages locale={locale} namespaces={['JournalYear', 'Journal', 'JournalCard']}>
        <YearClient year={year} hexagrams={table} trigrams={trigrams} categories={categories} footer={footer} />
      </ClientMessages>
    );
  }
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col px-4 pt-8 pb-20 [html[data-webview]_&]:pt-16">
      <header className="flex flex-col items-center pb-6 text-center">
        <h1 className="font-serif text-3xl font-semibold md:text-4xl">{t('title', { year })}</h1>
        <p className="mt-3 leading-relaxed text-ink-soft">{t('lead')}</p>
      </header>
      {body}
    </main>
  );
}
