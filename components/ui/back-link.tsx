import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';

/**
 * The Back button of the public pages: a link in a browser, and never shown inside the app's web
 * view, where the app owns navigation (docs/webview-bridge.md, "Back"; html[data-webview] is set
 * before first paint by the layout's boot script). The one back control the web view shows is the
 * purchases screen's, which goes back in history or asks the app to close (backInApp).
 */
export async function BackLink({ href, label, hideInWebview = true }: { href: string; label?: string; hideInWebview?: boolean }) {
  const t = await getTranslations('BackLink');
  return (
    <Link
      href={href}
      className={`${hideInWebview ? 'hide-in-webview ' : ''}inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line bg-white/60 px-4 py-1.5 text-sm text-ink-soft hover:bg-white hover:text-ink`}
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {label ?? t('back')}
    </Link>
  );
}
