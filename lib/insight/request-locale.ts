import { routing, type Locale } from '@/i18n/routing';

const isLocale = (value: unknown): value is Locale => (routing.locales as readonly unknown[]).includes(value);

/**
 * The language of a report: the `locale` the page sends (the page's own locale), else the first
 * supported language of Accept-Language, else Korean.
 */
export function requestLocale(request: Request, fromBody?: string): Locale {
  if (isLocale(fromBody)) return fromBody;
  const header = request.headers.get('accept-language') ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (isLocale(tag)) return tag;
  }
  return routing.defaultLocale;
}
