import { getTranslations } from 'next-intl/server';
import { HydrationMarker } from '@/components/chrome/hydration-marker';
import { NotFoundView } from '@/components/errors/not-found-view';
import { routing } from '@/i18n/routing';
import { site } from '@/lib/config/site';
import './globals.css';

// The site's 404 page: every address no route matches (an unknown path under a locale included:
// there is no catch-all page). Next renders it into the HTML; a page that calls notFound() itself
// is sent by Next 16 as an empty <body> with its content only in the RSC payload, blank until the
// scripts run (vercel/next.js #62228). It is prerendered once for every address, so it cannot ask
// the request for its locale (that would make every route dynamic: this file is part of each
// page's tree): it holds both languages, and the inline script shows the address's one before the
// first paint (with JavaScript off, both show, Korean first).
const LOCALE_SCRIPT = (titles: Record<string, string>) =>
  `(function(){var h=document.documentElement,l=/^\\/en(\\/|$)/.test(location.pathname)?'en':'ko',t=${JSON.stringify(titles)};h.lang=l;h.setAttribute('data-not-found',l);document.title=t[l]})();`;
const HIDE_OTHER = routing.locales.map((locale) => `html[data-not-found]:not([data-not-found='${locale}']) [data-not-found-locale='${locale}']{display:none}`).join('');

export default async function RootNotFound() {
  const titles: Record<string, string> = {};
  for (const locale of routing.locales) titles[locale] = `${(await getTranslations({ locale, namespace: 'NotFound' }))('title')} · ${site.productName[locale]}`;
  return (
    <html lang={routing.defaultLocale}>
      <head>
        <title>{titles[routing.defaultLocale]}</title>
        <script dangerouslySetInnerHTML={{ __html: LOCALE_SCRIPT(titles) }} />
        <style>{HIDE_OTHER}</style>
      </head>
      <body className="flex min-h-dvh flex-col">
        {routing.locales.map((locale) => (
          <div key={locale} lang={locale} data-not-found-locale={locale} className="flex flex-1 flex-col">
            <NotFoundView locale={locale} />
          </div>
        ))}
        <HydrationMarker />
      </body>
    </html>
  );
}
