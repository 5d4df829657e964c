import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { FlagRow } from '@/lib/notify/list';
import { DevEntry, DevFacts, DevPage, DevTime } from './dev-page';

/** /dev/flags: what readers sent with the notify modal, newest first. */
export async function FlagsPage({ locale, flags }: { locale: Locale; flags: readonly FlagRow[] }) {
  const t = await getTranslations({ locale, namespace: 'DevFlags' });
  const reasonName = await getTranslations({ locale, namespace: 'NotifyModal.reasons' });
  return (
    <DevPage title={t('title')} lead={t('lead')} meta={t('count', { count: flags.length })} empty={flags.length === 0 ? t('empty') : null}>
      {flags.map((flag) => (
        <DevEntry key={flag.id} headingId={`flag-${flag.id}`}>
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
          <DevFacts
            className="mt-3"
            facts={[
              { term: t('from'), value: flag.email ?? t('anonymous') },
              { term: t('at'), value: <DevTime at={flag.created_at} locale={locale} /> },
            ]}
          />
          {flag.details ? <p className="mt-3 whitespace-pre-wrap rounded-xl bg-paper-deep/70 p-4 text-sm leading-relaxed">{flag.details}</p> : null}
        </DevEntry>
      ))}
    </DevPage>
  );
}
