import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/**
 * The Back button of the public pages. Inside the app web view the native app owns navigation, so
 * the button is hidden there (html[data-webview], set before first paint by the layout's boot script).
 */
export async function BackLink({ href, label }: { href: string; label?: string }) {
  const t = await getTranslations('BackLink');
  return (
    <Link
      href={href}
      className="hide-in-webview inline-flex items-center gap-1.5 rounded-full border border-line bg-white/60 px-3 py-1.5 text-sm text-ink-soft hover:bg-white hover:text-ink"
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {label ?? t('back')}
    </Link>
  );
}
