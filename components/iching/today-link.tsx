import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/i18n/routing';
import { HexagramFigure } from './hexagram-figure';

/**
 * The way to 오늘의 괘 / Today's hexagram (/iching/today) from the landing, /bookofchange and
 * /iching. It names no hexagram: those pages are static, the day's hexagram changes at midnight.
 */
export async function TodayLink({ locale, className = '' }: { locale: Locale; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'TodayHexagram' });
  return (
    <Link
      href="/iching/today"
      className={`group flex items-center gap-4 rounded-2xl border border-yang/40 bg-yang-soft/40 p-5 transition hover:bg-yang-soft/60 ${className}`}
    >
      <HexagramFigure pattern="101010" changing={[3]} className="h-9 w-10 shrink-0 text-ink" />
      <span className="min-w-0">
        <span className="block font-serif text-lg font-semibold group-hover:underline">{t('linkTitle')}</span>
        <span className="block text-sm leading-relaxed text-pretty text-ink-soft">{t('linkText')}</span>
      </span>
    </Link>
  );
}
