import type { MetadataRoute } from 'next';
import { getConfig } from '@/lib/config/env';

export default function robots(): MetadataRoute.Robots {
  const base = getConfig().siteUrl;
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/local-supabase/', '/dev/', '/en/dev/'],
      },
    ],
    sitemap: new URL('/sitemap.xml', base).toString(),
  };
}
