import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['ko', 'en'],
  defaultLocale: 'ko',
  localePrefix: 'as-needed',
  // hreflang alternates are in each page's <head> (lib/seo.ts); the middleware's Link header would
  // repeat them with the request's host, which contradicts the canonical URL behind a proxy
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];
