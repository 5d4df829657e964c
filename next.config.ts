import type { NextConfig } from 'next';
import { internalRewriteRule } from './lib/next-internals/internal-rewrite.ts';
import { withNextIntl } from './lib/next-internals/next-intl-plugin.ts';
import { castCacheHeaders } from './lib/iching/cast-cache.ts';
import { securityHeaders } from './lib/net/security-headers.ts';
import { storeLinks } from './lib/stores/links.ts';

// malformed store settings stop the build here, with the setting's name and rule
storeLinks(process.env.SITE_APP_STORE_ID, process.env.SITE_PLAY_PACKAGE);

const nextConfig: NextConfig = {
  // The hosted browser suite builds a second time, with a hosted environment, beside the main build
  // (tests/hosted/setup.ts sets NEXT_DIST_DIR for that build and for the instances it starts).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // the app's store settings, inlined in client code too (lib/stores/links.ts): the plain web's store card
  env: { SITE_APP_STORE_ID: process.env.SITE_APP_STORE_ID ?? '', SITE_PLAY_PACKAGE: process.env.SITE_PLAY_PACKAGE ?? '' },
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite'],
  experimental: {
    // Optimistic routing predicts a link's route from the shape of URLs already seen. Our Korean
    // URLs are rewritten (/delete-account → /ko/delete-account), so on / the unrewritten "/en" link
    // taught the router that one-segment URLs are the landing route: /delete-account and
    // /forgot-password were then prefetched as /[locale] pages, 404ed, and were retried without end
    // (vercel/next.js #97244). Without the prediction every link resolves its own route tree.
    optimisticRouting: false,
  },
  // The spec lists /report/year-plan and /report/life-plan without saying what they show: both open
  // the 3-Year Plan report. A redirect keeps one page (and one stored report per purchase) and
  // carries the query (?purchaseId=…) along.
  async redirects() {
    return ['year-plan', 'life-plan'].flatMap((page) => [
      { source: `/report/${page}`, destination: '/report/plan-insight', permanent: false },
      { source: `/en/report/${page}`, destination: '/en/report/plan-insight', permanent: false },
    ]);
  },
  // the locale rewrites of proxy.ts, served internally whatever host the server binds (see the file)
  async rewrites() {
    return { beforeFiles: [internalRewriteRule()], afterFiles: [], fallback: [] };
  },
  async headers() {
    // Next sets no Cache-Control of its own where one is set here (send-payload.ts): the cast pages,
    // rendered on demand, are cached by CDNs instead (lib/iching/cast-cache.ts)
    return [{ source: '/:path*', headers: securityHeaders() }, ...castCacheHeaders()];
  },
};

// next-intl's plugin only at build time (lib/next-internals/next-intl-plugin.ts says why)
export default async function config(phase: string): Promise<NextConfig> {
  return withNextIntl(phase, nextConfig);
}
