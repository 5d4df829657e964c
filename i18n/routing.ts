import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['ko', 'en'],
  defaultLocale: 'ko',
  localePrefix: 'as-needed',
  // the address decides the language: an unprefixed path is Korean and /en/… English, whoever
  // asks and whatever they visited before. The pages are static and a shared cache stores them by
  // address alone, so neither the NEXT_LOCALE cookie (a Set-Cookie on a cacheable page, which a
  // CDN would replay to everyone) nor Accept-Language (a redirect the cache cannot tell apart)
  // may choose it. The language switch in the header links to the other address.
  localeCookie: false,
  localeDetection: false,
  // hreflang alternates are in each page's <head> (lib/site/seo.ts); the middleware's Link header would
  // repeat them with the request's host, which contradicts the canonical URL behind a proxy
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];
