import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { DeleteAccountPanel } from '@/components/account/delete-account-panel';
import { ClientMessages } from '@/components/i18n/client-messages';
import { site } from '@/content/site/site';
import { readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { alternates } from '@/lib/seo';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'DeleteAccount' });
  const product = site.productName[locale];
  return { title: t('metaTitle'), description: t('metaDescription', { product }), alternates: alternates(locale, '/delete-account') };
}

const DELETED = ['deletedAccount', 'deletedConversations', 'deletedReports', 'deletedBirthChart', 'deletedPersonal'] as const;
const STEPS = ['inAppStep1', 'inAppStep2', 'inAppStep3', 'inAppStep4', 'inAppStep5'] as const;

/** The public account-deletion page (read by app-store reviewers): what, how, and the real thing. */
export default async function DeleteAccountPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'DeleteAccount' });
  const product = site.productName[locale];
  const mail = (
    <a href={`mailto:${site.contactEmail}`} className="font-medium text-yin underline underline-offset-4">
      {site.contactEmail}
    </a>
  );
  const facts: [string, ReactNode][] = [
    [t('appName'), `${site.productName.ko} (${site.productName.en})`],
    [t('bundleId'), <code key="bundle" className="break-all font-mono text-[13px]">{site.bundleId}</code>],
    [t('company'), site.company[locale]],
    [t('developer'), site.developer],
    [t('contact'), mail],
    [t('businessNumber'), site.businessRegistrationNumber],
  ];

  return (
    <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-8 px-5 pb-12 pt-10 sm:pt-14">
      <header className="flex flex-col gap-3">
        <p className="text-xs font-medium uppercase tracking-[0.2em] text-seal">{t('eyebrow')}</p>
        <h1 className="font-serif text-3xl font-semibold leading-snug">{t('title', { product })}</h1>
        <p className="text-[15px] leading-relaxed text-ink-soft">{t('lead')}</p>
      </header>

      <section aria-labelledby="app-info" className="rounded-2xl border border-line bg-white/75 p-5 shadow-sm">
        <h2 id="app-info" className="font-serif text-lg font-semibold">
          {t('appInfoTitle')}
        </h2>
        <dl className="mt-2 divide-y divide-line/70 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5">
              <dt className="text-ink-soft">{label}</dt>
              <dd className="min-w-0 text-right font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="deleted" className="flex flex-col gap-3">
        <h2 id="deleted" className="font-serif text-xl font-semibold">
          {t('deletedTitle')}
        </h2>
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
      </section>

      <section aria-labelledby="kept" className="rounded-2xl border border-yin/20 bg-yin-soft/60 p-5">
        <h2 id="kept" className="font-serif text-lg font-semibold text-yin">
          {t('keptTitle')}
        </h2>
        <p className="mt-2 text-[15px] leading-relaxed">{t('keptText')}</p>
      </section>

      <section aria-labelledby="in-app" className="flex flex-col gap-3">
        <h2 id="in-app" className="font-serif text-xl font-semibold">
          {t('inAppTitle')}
        </h2>
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
      </section>

      <section aria-labelledby="on-web" className="flex flex-col gap-4 rounded-2xl border border-line bg-white/75 p-5 shadow-sm">
        <h2 id="on-web" className="font-serif text-xl font-semibold">
          {t('webTitle')}
        </h2>
        <ClientMessages namespaces={['DeleteAccount', 'AuthForm', 'AuthErrors']}>
          <DeleteAccountPanel product={product} />
        </ClientMessages>
      </section>

      <section aria-labelledby="help" className="flex flex-col gap-2">
        <h2 id="help" className="font-serif text-lg font-semibold">
          {t('helpTitle')}
        </h2>
        <p className="text-[15px] leading-relaxed text-ink-soft">{t.rich('helpText', {
            email: site.contactEmail,
            mail: (chunks) => (
              <a href={`mailto:${site.contactEmail}`} className="font-medium text-yin underline underline-offset-4">
                {chunks}
              </a>
            ),
          })}</p>
      </section>
    </main>
  );
}
