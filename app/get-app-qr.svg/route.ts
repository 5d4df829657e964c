import { renderSVG } from 'uqr';
import { getConfig } from '@/lib/config/env';
import { hasStoreLinks, STORE_LINKS } from '@/lib/stores/links';

// The store card's QR code (desktop): SITE_URL/get-app, which sends a phone to its own store.
// Drawn once at build time; absent (404) when the app is in no store.
export const dynamic = 'force-static';

export function GET() {
  if (!hasStoreLinks(STORE_LINKS)) return Response.json({ error: { code: 'not_found', message: 'The app is not in a store yet.' } }, { status: 404 });
  const svg = renderSVG(new URL('/get-app', getConfig().siteUrl).toString(), { border: 2 });
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
}
