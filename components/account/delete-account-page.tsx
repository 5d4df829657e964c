import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { DeleteAccountPanel } from '@/components/account/delete-account-panel';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Section } from '@/components/ui/section';
import { site } from '@/lib/config';
import type { Locale } from '@/i18n/routing';
import { signInProviders } from '@/lib/auth/sign-in-providers';

const DELETED = ['deletedAccount', 'deletedConversations', 'deletedReports', 'deletedBirthChart', 'deletedPersonal'] as const;
const STEPS = ['inAppStep1', 'inAppStep2', 'inAppStep3', 'inAppStep4', 'inAppStep5'] as const;
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

      <Section id="deleted" title={t('deletedTitle')} className="flex flex-col gap-3" headingClassName={HEADING}>
        <ul className="flex flex-col gap-2">
          {DELETED.map((key) => (
            <li key={key} className="flex items-start gap-3 rounded-xl border border-line bg-white/60 px-4 py-3 text-[15px]">
              <svg className="mt-0.5 size-5 shrink-0 text-seal" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M5 6h10M8 6V4.5h4V6M6.5 6l.7 10h5.6l.7-10" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span>{t(key)}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="kept" title={t('keptTitle')} className="rounded-2xl border border-yin/20 bg-yin-soft/60 p-5" headingClassName={`${HEADING_SMALL} text-yin`}>
        <p className="mt-2 text-[15px] leading-relaxed">{t('keptText')}</p>
      </Section>

      <Section id="in-app" title={t('inAppTitle')} className="flex flex-col gap-3" headingClassName={HEADING}>
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
      </Section>

      <Section id="on-web" title={t('webTitle')} className="flex flex-col gap-4 rounded-2xl border border-line bg-white/75 p-5 shadow-sm" headingClassName={HEADING}>
        <ClientMessages locale={locale} namespaces={['DeleteAccount', 'AuthForm', 'AuthErrors', 'OAuth', 'ApiErrors']}>
          <DeleteAccountPanel product={product} providers={signInProviders()} />
        </ClientMessages>
      </Section>

      <Section id="help" title={t('helpTitle')} className="flex flex-col gap-2" headingClassName={HEADING_SMALL}>
        <p className="text-[15px] leading-relaxed text-ink-soft">{t.rich('helpText', { email: site.contactEmail, mail: mailLink })}</p>
      </Section>
    </main>
  );
}
