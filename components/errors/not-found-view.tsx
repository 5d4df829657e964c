import { getTranslations } from 'next-intl/server';
import { HexagramFigure } from '@/components/iching/hexagram-figure';
import { Link } from '@/components/ui/link';
import { buttonClass } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';

/** locale: given where no locale is pinned for the request (the site's 404 page, app/not-found.tsx). */
export async function NotFoundView({ locale }: { locale?: Locale } = {}) {
  const t = locale ? await getTranslations({ locale, namespace: 'NotFound' }) : await getTranslations('NotFound');
  return (
    <main className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      {/* 39 蹇, Obstruction: the way is blocked */}
      <HexagramFigure pattern="001010" className="h-14 w-16 text-line" />
      <h1 className="font-serif text-2xl font-semibold">{t('title')}</h1>
      <p className="leading-relaxed text-ink-soft">{t('text')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3 text-sm">
        <Link href="/" locale={locale} className={buttonClass({ size: 'md' })}>{t('home')}</Link>
        <Link href="/iching" locale={locale} className={buttonClass({ variant: 'secondary', size: 'md' })}>{t('library')}</Link>
      </div>
    </main>
  );
}
