import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { SiteHeader } from '@/components/chrome/site-header';
import { SiteFooter } from '@/components/chrome/site-footer';
import { HydrationMarker } from '@/components/chrome/hydration-marker';
import { site } from '@/lib/config/site';
import { getConfig } from '@/lib/config/env';
import { runtime } from '@/lib/runtime';
import { josa } from '@/content/korea/josa';
import { localeStaticParams, readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { alternates } from '@/lib/site/seo';
import { STORE_LINKS } from '@/lib/stores/links';
import { earlyTapScript } from '@/lib/hydration/early-taps';
import { webviewBootScript } from '@/lib/webview/detect';
import { themeBootScript } from '@/lib/theme/boot';
import { signedInBootScript } from '@/lib/auth/signed-in-hint';
import '../globals.css';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const product = site.productName[locale];
  return {
    metadataBase: new URL(getConfig().siteUrl),
    title: { default: t('title', { product }), template: `%s · ${product}` },
    description: t('description', { product, productTopic: josa(product, '은/는') }),
    applicationName: product,
    alternates: alternates(locale, '/'),
    openGraph: { siteName: product, locale: locale === 'ko' ? 'ko_KR' : 'en_US', type: 'website' },
    formatDetection: { telephone: false, email: false, address: false },
    // Safari's Smart App Banner, only when the app is in the App Store
    ...(STORE_LINKS.appStoreId ? { itunes: { appId: STORE_LINKS.appStoreId } } : {}),
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  // the browser's bar in the page's paper, day and night (app/globals.css)
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#faf7f0' },
    { media: '(prefers-color-scheme: dark)', color: '#1a1814' },
  ],
};

export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await readLocaleParam(params);
  return (
    <html lang={locale}>
      <head>
        <script dangerouslySetInnerHTML={{ __html: webviewBootScript() + themeBootScript() + earlyTapScript() }} />
        <script dangerouslySetInnerHTML={{ __html: signedInBootScript() }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <SiteHeader locale={locale} embedded={runtime().localTools} />
        <div className="flex flex-1 flex-col">{children}</div>
        <SiteFooter locale={locale} embedded={runtime().localTools} />
        <HydrationMarker />
      </body>
    </html>
  );
}
