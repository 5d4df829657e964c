import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/i18n/routing';

/**
 * The way from reading to asking: a card that leads to the casting screen
 * (/report/iching), on every hexagram page, the library and Today's hexagram. A plain link: no
 * client JavaScript.
 */
export async function CastEntry({
  locale,
  title,
  text,
  className = '',
  stacked = false,
}: {
  locale: Locale;
  title?: string;
  text?: string;
  className?: string;
  /** text above the button at every width (for a narrow column) */
  stacked?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'CastEntry' });
  return (
    <aside
      aria-labelledby="cast-entry-title"
      className={`flex flex-col gap-3 rounded-2xl border border-line bg-white/70 p-5 ${stacked ? '' : 'sm:flex-row sm:items-center sm:justify-between md:p-6'} ${className}`}
    >
      <div className="min-w-0">
        <h2 id="cast-entry-title" className="font-serif text-lg font-semibold">
          {title ?? t('title')}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-pretty text-ink-soft">{text ?? t('text')}</p>
      </div>
      <Link href="/report/iching" className={buttonClass({ className: 'shrink-0' })}>
        {t('label')}
      </Link>
    </aside>
  );
}

/** The short form, for the library's top bar on a reading: always in reach, one tap to cast. */
export async function CastLink({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'CastEntry' });
  return (
    <Link
      href="/report/iching"
      className="ml-auto inline-flex min-h-11 items-center rounded-full border border-line bg-white/80 px-4 text-sm font-medium text-ink hover:bg-white"
    >
      {t('label')}
    </Link>
  );
}
