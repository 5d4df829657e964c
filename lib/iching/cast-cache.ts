/**
 * How shared cast pages (/iching/cast/{lines}) and their cards are cached.
 *
 * They are rendered on every request that reaches the server (`dynamic = 'force-dynamic'`), and
 * kept by CDNs and browsers instead. A cast's page and card are a pure function of its six digits
 * and the build, so a shared cache serves them as well as the server's own would; but Next's route
 * cache kept every cast once rendered, per instance and without bound: 4,096 casts in two
 * languages, pages and cards, about 1.5 GB per instance when enumerated. Rendering on demand costs
 * milliseconds (README, "Shared casts": measured) and keeps nothing; an in-process LRU would also
 * be bounded, but it would be one more cache per instance in front of the CDN, repeating its work,
 * and Next's incremental cache offers no per-route bound to build it on.
 *
 * - a page: browsers keep it an hour, shared caches a year (purged at a deploy, as the page names
 *   the build's scripts), and may serve it stale for a day while fetching it again;
 * - a card: a year everywhere, immutable (set by the card itself: opengraph-image.tsx).
 *
 * A response that sets a session cookie is made private by the front door whatever this says
 * (lib/net/front-door.ts).
 */
export const CAST_PAGE_CACHE_CONTROL = 'public, max-age=3600, s-maxage=31536000, stale-while-revalidate=86400';
export const CAST_CARD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The rules of next.config.ts `headers()` for the cast pages, in both locales' URL shapes. */
export function castCacheHeaders(): { source: string; headers: { key: string; value: string }[] }[] {
  const headers = [{ key: 'Cache-Control', value: CAST_PAGE_CACHE_CONTROL }];
  return ['/iching/cast/:lines', '/:locale(ko|en)/iching/cast/:lines'].map((source) => ({ source, headers }));
}
