import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { MyReports } from '@/components/my-reports/my-reports';
import { localeStaticParams, readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { alternates } from '@/lib/site/seo';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Reports' });
  // a user's own list: nothing for search engines
  return { title: t('metaTitle'), description: t('lead'), alternates: alternates(locale, '/reports'), robots: { index: false, follow: true } };
}

/** /reports: My reports, in the browser and in the app's web view (the list loads in the browser). */
export default async function ReportsPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Reports' });
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col px-4 pt-8 pb-20 [html[data-webview]_&]:pt-16">
      <header className="flex flex-col items-center pb-8 text-center">
        <h1 className="font-serif text-3xl font-semibold md:text-4xl">{t('title')}</h1>
        <p className="mt-3 leading-relaxed text-ink-soft">{t('lead')}</p>
      </header>
      <ClientMessages locale={locale} namespaces={['Reports', 'Products', 'ApiErrors']}>
        <MyReports />
      </ClientMessages>
    </main>
  );
}
