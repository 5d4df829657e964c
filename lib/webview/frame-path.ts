import type { Locale } from '@/i18n/routing';
import { localizedPath, splitLocale } from '@/lib/i18n/paths';
import { sameOriginPath } from '@/lib/net/same-origin-path';

const BASE = 'http://frame.invalid';
const NOT_PAGES = ['/api', '/local-supabase', '/_next'];

/**
 * The page /dev/app may show in its frame: only a same-origin relative path to one of our pages
 * (lib/net/same-origin-path.ts: parsed and normalized first, no scheme, no '//host' before or after
 * normalization, no backslashes or control characters), not an API route, not the simulator
 * itself. A path without a locale gets the simulator's. Null for anything else.
 */
export function safeFramePath(raw: string | null | undefined, locale: Locale): string | null {
  const target = sameOriginPath(raw, 500);
  if (target === null) return null;
  const url = new URL(target, BASE);
  const hasLocale = /^\/(ko|en)(\/|$)/.test(url.pathname);
  const { path } = splitLocale(url.pathname);
  if (NOT_PAGES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return null;
  if (path === '/dev/app' || path.startsWith('/dev/app/')) return null;
  const pathname = hasLocale ? url.pathname : localizedPath(locale, url.pathname);
  return `${pathname}${url.search}${url.hash}`;
}
