import type { Locale } from '@/i18n/routing';
import { localizedPath, splitLocale } from '@/lib/i18n/paths';

const BASE = 'http://frame.invalid';
const NOT_PAGES = ['/api', '/local-supabase', '/_next'];

/**
 * The page /dev/app may show in its frame: only a same-origin relative path to one of our pages
 * (no scheme, no '//host', no backslashes or control characters, not an API route, not the
 * simulator itself). A path without a locale gets the simulator's. Null for anything else.
 */
export function safeFramePath(raw: string | null | undefined, locale: Locale): string | null {
  if (!raw || raw.length > 500 || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null; // not a URL: no path to follow
  }
  if (url.origin !== BASE) return null;
  const hasLocale = /^\/(ko|en)(\/|$)/.test(url.pathname);
  const { path } = splitLocale(url.pathname);
  if (NOT_PAGES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return null;
  if (path === '/dev/app' || path.startsWith('/dev/app/')) return null;
  const pathname = hasLocale ? url.pathname : localizedPath(locale, url.pathname);
  return `${pathname}${url.search}${url.hash}`;
}
