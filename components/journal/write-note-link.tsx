import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/i18n/routing';

/**
 * "Write a note on this reading" under a cast or today's hexagram: a plain link to the journal's
 * note box for it (/journal?write=cast:789667), shown only to a signed-in browser or inside the
 * app (html[data-signed-in], html[data-webview]), so the public page stays static and ships no
 * editor code.
 */
export async function WriteNoteLink({ locale, subject, className = '' }: { locale: Locale; subject: string; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'Journal' });
  return (
    <Link
      href={`/journal?write=${subject}`}
      data-testid="write-note-link"
      className={`hidden min-h-11 items-center gap-2 rounded-full border border-yang/60 bg-yang-soft/60 px-5 text-sm font-medium text-ink hover:bg-yang-soft [html[data-signed-in]_&]:inline-flex [html[data-webview]_&]:inline-flex ${className}`}
    >
      {t('writeUnder')}
    </Link>
  );
}
