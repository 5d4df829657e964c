import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReportPreview } from '@/components/dev/report-preview';
import { ClientMessages } from '@/components/i18n/client-messages';
import { REPORT_SHELL_NAMESPACES } from '@/components/report/messages';
import { requireLocalDevPage } from '@/lib/embedded/dev/local-only';
import { readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { isReportProduct } from '@/lib/purchases/products';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'DevReportShell' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Embedded mode only: the report shell around a stand-in report (?product=…&purchaseId=…). */
export default async function DevReportShellPage({ params, searchParams }: Props) {
  const locale = await readLocaleParam(params);
  await requireLocalDevPage();
  const t = await getTranslations({ locale, namespace: 'DevReportShell' });
  const requested = (await searchParams).product;
  const product = isReportProduct(requested) ? requested : 'current_insight';
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-5 pt-8 pb-12 [html[data-webview]_&]:pt-16">
      <header className="flex flex-col gap-2">
        <h1 className="font-serif text-2xl font-semibold">{t('title')}</h1>
        <p className="text-[15px] leading-relaxed text-ink-soft">{t('lead')}</p>
      </header>
      <ClientMessages locale={locale} namespaces={[...REPORT_SHELL_NAMESPACES, 'DevReportShell']}>
        <ReportPreview product={product} />
      </ClientMessages>
    </main>
  );
}
