import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { HexagramFigure } from '@/components/iching/hexagram-figure';
import { BackLink } from '@/components/ui/back-link';
import { buttonClass } from '@/components/ui/button';
import { BOOK_LOOK, REPORT_LOOKS } from '@/content/reports/looks';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/i18n/routing';
import { runtime } from '@/lib/runtime';
import { REPORT_PRODUCTS } from '@/lib/purchases/products';
import { OfferPoints } from './offer-points';
import { PriceTag } from './price-tag';
import { PickerAction, PickerPremiumLine, ReportPickerFlow } from './report-picker';

const CARD = 'flex flex-col rounded-2xl border p-5';

/**
 * /report: the report picker. The spec's Current Insight and Character Insight, the other three
 * reports we sell beside them, each with what it gives and one button, and the free Book
 * of Change. The cards are static; only their buttons and the purchase status are client code.
 */
export async function ReportPickerPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ReportPicker' });
  const names = await getTranslations({ locale, namespace: 'Products' });
  const offers = await getTranslations({ locale, namespace: 'ReportOffers' });
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-5 pt-6 pb-24 [html[data-webview]_&]:pt-16">
      <div>
        <BackLink href="/" />
      </div>
      <header className="mx-auto flex max-w-2xl flex-col items-center pt-8 pb-10 text-center">
        <h1 className="font-serif text-3xl font-semibold md:text-4xl">{t('title')}</h1>
        <p className="mt-3 leading-relaxed text-ink-soft">{t('lead')}</p>
      </header>
      <ClientMessages locale={locale} namespaces={['ReportPicker', 'PurchaseStatus', 'Stores', 'StorePrices']}>
        <ReportPickerFlow>
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {REPORT_PRODUCTS.map((product) => {
              const look = REPORT_LOOKS[product];
              const titleId = `picker-${product}`;
              return (
                <li key={product} className={`${CARD} border-line bg-white/70 shadow-sm`}>
                  <div className="flex items-center gap-3.5">
                    <HexagramFigure pattern={look.pattern} className={`h-8 w-9 shrink-0 ${look.tone}`} />
                    <h2 id={titleId} className="font-serif text-xl font-semibold">
                      {names(product)}
                    </h2>
                  </div>
                  <OfferPoints
                    points={[offers(`${product}.points.one`), offers(`${product}.points.two`), offers(`${product}.points.three`)]}
                    className="mt-4 mb-5"
                  />
                  {/* the store's price, once the app has told it (nothing is shown without it) */}
                  <PriceTag product={product} className="mt-auto mb-3 text-lg" />
                  <PickerAction product={product} titleId={titleId} />
                </li>
              );
            })}
            <li className={`${CARD} border-line bg-paper-deep/50`}>
              <div className="flex items-center gap-3.5">
                <HexagramFigure pattern={BOOK_LOOK.pattern} className={`h-8 w-9 shrink-0 ${BOOK_LOOK.tone}`} />
                <h2 id="picker-book" className="font-serif text-xl font-semibold">
                  {t('bookTitle')}
                </h2>
                <span className="ml-auto rounded-full border border-line bg-white/70 px-2.5 py-0.5 text-xs font-medium text-ink-soft">{t('free')}</span>
              </div>
              <p className="mt-4 mb-5 text-[15px] leading-snug text-ink-soft">{t('bookText')}</p>
              <Link
                href="/bookofchange"
                aria-labelledby="picker-book picker-book-action"
                className={buttonClass({ variant: 'secondary', className: 'mt-auto w-full' })}
              >
                <span id="picker-book-action">{t('read')}</span>
              </Link>
            </li>
          </ul>
          <PickerPremiumLine />
        </ReportPickerFlow>
      </ClientMessages>
      <p className="mt-1 text-center text-sm text-ink-soft">
        {t('myReportsLead')}{' '}
        <Link href="/reports" className="inline-flex min-h-11 items-center font-medium text-yin underline-offset-4 hover:underline">
          {t('myReportsLink')}
        </Link>
      </p>
      {runtime().localTools ? (
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
