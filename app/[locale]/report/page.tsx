import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { ClientStrings } from '@/components/i18n/client-strings';
import { HexagramFigure } from '@/components/iching/hexagram-figure';
import { ReportPicker, type PickerItem } from '@/components/purchase/report-picker';
import { BackLink } from '@/components/ui/back-link';
import { Link } from '@/i18n/navigation';
import { getConfig } from '@/lib/config';
import { localeStaticParams, readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { alternates } from '@/lib/seo';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'ReportPicker' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: alternates(locale, '/report') };
}

/** /report: the report picker (spec: Current Insight, Character Insight, Book of Change). */
export default async function ReportPickerPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'ReportPicker' });
  const messages = await getMessages();
  const items: PickerItem[] = [
    { product: 'current_insight', title: t('currentTitle'), text: t('currentText'), pattern: '100010', tone: 'text-seal' },
    { product: 'character_insight', title: t('characterTitle'), text: t('characterText'), pattern: '011101', tone: 'text-yin' },
  ];
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-5 pt-6 pb-24 [html[data-webview]_&]:pt-16">
      <div>
        <BackLink href="/" />
      </div>
      <header className="mx-auto flex max-w-2xl flex-col items-center pt-8 pb-10 text-center">
        <h1 className="font-serif text-3xl font-semibold md:text-4xl">{t('title')}</h1>
        <p className="mt-3 leading-relaxed text-ink-soft">{t('lead')}</p>
      </header>
      <ClientStrings locale={locale} messages={{ ReportPicker: messages.ReportPicker, PurchaseStatus: messages.PurchaseStatus }}>
        <ReportPicker items={items}>
          <li>
            <Link
              href="/bookofchange"
              className="group flex h-full flex-col gap-2 rounded-2xl border border-line bg-white/70 p-5 shadow-sm transition hover:-translate-y-0.5 hover:bg-white hover:shadow motion-reduce:transition-none"
            >
              <HexagramFigure pattern="111111" className="h-9 w-10 text-yang" />
              <span className="mt-2 font-serif text-lg font-semibold">{t('bookTitle')}</span>
              <span className="text-sm leading-relaxed text-ink-soft">{t('bookText')}</span>
              <span className="mt-auto pt-3 text-sm font-medium text-yin">{t('read')}</span>
            </Link>
          </li>
        </ReportPicker>
      </ClientStrings>
      <p className="mt-10 text-center text-sm text-ink-soft">
        {t('premiumLead')}{' '}
        <Link href="/purchase?fromReport=false" className="font-medium text-yin underline-offset-4 hover:underline">
          {t('premiumLink')}
        </Link>
      </p>
      <p className="mt-3 text-center text-sm text-ink-soft">
        {t('myReportsLead')}{' '}
        <Link href="/reports" className="font-medium text-yin underline-offset-4 hover:underline">
          {t('myReportsLink')}
        </Link>
      </p>
      {getConfig().mode === 'embedded' ? (
        <p className="hide-in-webview mx-auto mt-6 max-w-xl rounded-xl border border-yang/40 bg-yang-soft px-4 py-3 text-center text-sm text-ink">
          {t('simulatorLead')}{' '}
          <Link href="/dev/app?path=/report" className="font-medium text-yin underline underline-offset-4">
            {t('simulatorLink')}
          </Link>
        </p>
      ) : null}
    </main>
  );
}
