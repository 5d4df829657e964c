import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { DeleteAccountPanel } from '@/components/account/delete-account-panel';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Section } from '@/components/ui/section';
import { buttonClass } from '@/components/ui/button';
import { site } from '@/lib/config/site';
import type { Locale } from '@/i18n/routing';
import { signInProviders } from '@/lib/auth/sign-in-providers';
import { Table } from '@/components/policies/policy-article';
import { Link } from '@/components/ui/link';
import { ERASED_ON_DELETION, KEPT_AFTER_DELETION, RETENTION_HEAD, retentionCells } from '@/content/policies/retention';
import { POLICY_PATHS } from '@/lib/policies/paths';
import { contactParticle } from './contact-particle';

const STEPS = ['inAppStep1', 'inAppStep2', 'inAppStep3', 'inAppStep4', 'inAppStep5'] as const;
/** The store pages where a subscription is cancelled (Apple's and Google's own addresses). */
export const STORE_SUBSCRIPTION_LINKS = {
  appStore: 'https://apps.apple.com/account/subscriptions',
  googlePlay: 'https://play.google.com/store/account/subscriptions',
} as const;
// what the deletion erases, and what stays (with its basis and period): the policies' own rows
const DELETED_ROWS = ERASED_ON_DELETION;
const KEPT_ROWS = KEPT_AFTER_DELETION;
const HEADING = 'font-serif text-xl font-semibold';
const HEADING_SMALL = 'font-serif text-lg font-semibold';

const mailLink = (children: ReactNode) => (
  <a href={`mailto:${site.contactEmail}`} className="font-medium text-yin underline underline-offset-4">
    {children}
  </a>
);

/** The public account-deletion page (read by app-store reviewers): what, how, and the real thing. */
export async function DeleteAccountPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'DeleteAccount' });
  const product = site.productName[locale];
  const facts: [string, ReactNode][] = [
    // the app's registered names; on English pages the English one first, the Korean one marked as Korean
    [
      t('appName'),
      locale === 'ko' ? (
        `${site.productName.ko} (${site.productName.en})`
      ) : (
        <span key="app-name">
          {site.productName.en} (<span lang="ko">{site.productName.ko}</span>)
        </span>
      ),
    ],
    [t('bundleId'), <code key="bundle" className="break-all font-mono text-[13px]">{site.bundleId}</code>],
    [t('company'), site.company[locale]],
    [t('developer'), site.developer],
    [t('contact'), mailLink(site.contactEmail)],
    [t('businessNumber'), site.businessRegistrationNumber],
  ];

  return (
    <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-8 px-5 pb-12 pt-10 sm:pt-14">
      <header className="flex flex-col gap-3">
        <p className="text-xs font-medium uppercase tracking-[0.2em] text-seal">{t('eyebrow')}</p>
        <h1 className="font-serif text-3xl font-semibold leading-snug">{t('title', { product })}</h1>
        <p className="text-[15px] leading-relaxed text-ink-soft">{t('lead')}</p>
      </header>

      <Section id="in-app" title={t('inAppTitle')} className="flex flex-col gap-3" headingClassName={HEADING}>
        {/* in the app's web view the person is in the app and signed in already: the button is on this page */}
        <div className="show-in-webview flex flex-col gap-2 rounded-xl border border-yin/30 bg-yin-soft/50 px-4 py-3 text-[15px] leading-relaxed">
          <p>{t('inAppWebViewText')}</p>
          <a href="#on-web" className="self-start font-medium text-yin underline underline-offset-4">
            {t('inAppWebViewLink')}
          </a>
        </div>
        <div className="hide-in-webview flex flex-col gap-3">
          <ol className="flex flex-col gap-2">
            {STEPS.map((key, index) => (
              <li key={key} className="flex items-center gap-3 text-[15px]">
                <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-semibold text-paper">
                  {index + 1}
                </span>
                <span>{t(key)}</span>
              </li>
            ))}
          </ol>
          <p className="text-[15px] leading-relaxed text-ink-soft">{t('inAppBrowserAlso')}</p>
        </div>
      </Section>

      <Section id="deleted" title={t('deletedTitle')} className="flex flex-col gap-3" headingClassName={HEADING}>
        <p className="text-[15px] leading-relaxed text-ink-soft">{t('deletedLead')}</p>
        <ul className="flex flex-col gap-2" data-testid="deleted-items">
          {DELETED_ROWS.map((row) => (
            <li key={row.id} data-retention={row.id} className="flex items-start gap-3 rounded-xl border border-line bg-white/60 px-4 py-3 text-[15px]">
              <svg className="mt-0.5 size-5 shrink-0 text-seal" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M5 6h10M8 6V4.5h4V6M6.5 6l.7 10h5.6l.7-10" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span>{row.item[locale]}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="kept" title={t('keptTitle')} className="flex flex-col gap-3 rounded-2xl border border-yin/20 bg-yin-soft/40 p-5" headingClassName={`${HEADING_SMALL} text-yin`}>
        <p className="text-[15px] leading-relaxed">{t('keptLead')}</p>
        <div className="text-sm" data-testid="retention-table">
          <Table table={{ kind: 'table', head: RETENTION_HEAD[locale], rows: retentionCells(locale, KEPT_ROWS) }} />
        </div>
        <p className="text-sm leading-relaxed text-ink-soft">{t('crisisNote')}</p>
        <p className="text-sm leading-relaxed text-ink-soft">
          {t.rich('policyLink', { link: (chunks) => <Link href={POLICY_PATHS.privacy} className="font-medium text-yin underline underline-offset-4">{chunks}</Link> })}
        </p>
      </Section>

      <Section id="subscriptions" title={t('subscriptionTitle')} className="flex flex-col gap-3 rounded-2xl border-2 border-yang/50 bg-yang-soft/60 p-5" headingClassName={HEADING_SMALL}>
        <p className="text-[15px] leading-relaxed">{t('subscriptionText')}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <a href={STORE_SUBSCRIPTION_LINKS.appStore} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'secondary', className: 'flex-1' })} data-store-link="app-store">
            {t('subscriptionAppStore')}
          </a>
          <a href={STORE_SUBSCRIPTION_LINKS.googlePlay} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'secondary', className: 'flex-1' })} data-store-link="google-play">
            {t('subscriptionGooglePlay')}
          </a>
        </div>
        <h3 className="mt-2 font-semibold">{t('subscriptionRemainingTitle')}</h3>
        <p className="text-[15px] leading-relaxed">{t('subscriptionRemainingText')}</p>
      </Section>

      <Section id="unused" title={t('unusedTitle')} className="flex flex-col gap-2" headingClassName={HEADING_SMALL}>
        <p className="text-[15px] leading-relaxed">{t('unusedText')}</p>
      </Section>

      <Section id="sign-in-again" title={t('signInAgainTitle')} className="flex flex-col gap-2" headingClassName={HEADING_SMALL}>
        <p className="text-[15px] leading-relaxed">{t('signInAgainText')}</p>
      </Section>

      <Section id="on-web" title={t('webTitle')} className="flex scroll-mt-16 flex-col gap-4 rounded-2xl border border-line bg-white/75 p-5 shadow-sm" headingClassName={HEADING}>
        <ClientMessages locale={locale} namespaces={['DeleteAccount', 'AuthForm', 'AuthErrors', 'OAuth', 'ApiErrors', 'Products']}>
          <DeleteAccountPanel product={product} providers={signInProviders()} />
        </ClientMessages>
      </Section>

      <Section id="app-info" title={t('appInfoTitle')} className="rounded-2xl border border-line bg-white/75 p-5 shadow-sm" headingClassName={HEADING_SMALL}>
        <dl className="mt-2 divide-y divide-line/70 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5">
              <dt className="text-ink-soft">{label}</dt>
              <dd className="min-w-0 text-right font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {site.sample ? (
          <p className="mt-2 rounded-lg bg-yang-soft px-3 py-2 text-xs leading-relaxed text-ink" data-sample-identity="">
            {t('sampleNote')}
          </p>
        ) : null}
      </Section>

      <Section id="help" title={t('helpTitle')} className="flex flex-col gap-2" headingClassName={HEADING_SMALL}>
        <p className="text-[15px] leading-relaxed text-ink-soft">{t.rich('helpText', { email: site.contactEmail, particle: contactParticle(site.contactEmail), mail: mailLink })}</p>
      </Section>
    </main>
  );
}
