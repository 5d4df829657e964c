import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireLocalDevPage } from '@/lib/dev/local-only';
import { getDb } from '@/lib/db';
import { readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { listRecentFlags } from '@/lib/notify/list';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'DevFlags' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Embedded mode only: what readers sent with the notify modal, newest first. */
export default async function DevFlagsPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  await requireLocalDevPage();
  const t = await getTranslations({ locale, namespace: 'DevFlags' });
  const reasonName = await getTranslations({ locale, namespace: 'NotifyModal.reasons' });
  const flags = await listRecentFlags(await getDb());
  const when = new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-5 pt-10 pb-12">
      <header className="flex flex-col gap-2">
        <h1 className="font-serif text-2xl font-semibold">{t('title')}</h1>
        <p className="text-[15px] leading-relaxed text-ink-soft">{t('lead')}</p>
        <p className="text-sm text-ink-soft">{t('count', { count: flags.length })}</p>
      </header>
      {flags.length === 0 ? <p className="rounded-2xl border border-dashed border-line p-6 text-center text-ink-soft">{t('empty')}</p> : null}
      <ol className="flex flex-col gap-4">
        {flags.map((flag) => (
          <li key={flag.id}>
            <article aria-labelledby={`flag-${flag.id}`} className="rounded-2xl border border-line bg-white/80 p-5 shadow-sm">
              <h2 id={`flag-${flag.id}`} className="font-semibold">
                {flag.report_kind}
              </h2>
              <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('reasons')}>
                {flag.reasons.map((reason) => (
                  <li key={reason} className="rounded-full bg-seal/10 px-3 py-1 text-xs font-medium text-seal">
                    {reasonName(reason)}
                  </li>
                ))}
              </ul>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-ink-soft">{t('from')}</dt>
                <dd className="break-all">{flag.email ?? t('anonymous')}</dd>
                <dt className="text-ink-soft">{t('at')}</dt>
                <dd>
                  <time dateTime={new Date(flag.created_at).toISOString()}>{when.format(new Date(flag.created_at))}</time>
                </dd>
              </dl>
              {flag.details ? <p className="mt-3 whitespace-pre-wrap rounded-xl bg-paper-deep/70 p-4 text-sm leading-relaxed">{flag.details}</p> : null}
            </article>
          </li>
        ))}
      </ol>
    </main>
  );
}
