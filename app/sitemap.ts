import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { getConfig } from '@/lib/config/env';
import { publicPages } from '@/lib/site/public-pages';
import { localizedPath } from '@/lib/site/seo';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = getConfig().siteUrl;
  return publicPages().flatMap((page) =>
    routing.locales.map((locale) => ({
      url: new URL(localizedPath(locale, page.path), base).toString(),
      changeFrequency: page.changeFrequency,
      priority: page.priority,
      alternates: {
        languages: Object.fromEntries(
          routing.locales.map((other) => [other, new URL(localizedPath(other, page.path), base).toString()]),
        ),
      },
    })),
  );
}
