/**
 * How /iching/{id} reads its id (spec: an id parsed as an integer that matches a hexagram selects
 * it; an unmatched one selects nothing and the list stays). Only the canonical form of each address
 * is a page: '01' is sent on to /iching/1 and every id that names no hexagram ('abc', '0', '65') to
 * the list at /iching, with a permanent redirect, so that no junk address answers 200 (a soft 404
 * that search engines index) and none creates a cached page. The one word that is not an id,
 * `today`, is the page of Today’s hexagram and is left alone.
 */
export const UNKNOWN_HEXAGRAM_ID = '0';

/** /iching/today is Today's hexagram (app/[locale]/iching/today), a page of its own, not an id. */
export const TODAY_SEGMENT = 'today';

export function canonicalHexagramId(id: string): string {
  if (!/^\d{1,3}$/.test(id)) return UNKNOWN_HEXAGRAM_ID;
  const n = Number.parseInt(id, 10);
  return n >= 1 && n <= 64 ? String(n) : UNKNOWN_HEXAGRAM_ID;
}

const HEXAGRAM_PATH = /^((?:\/(?:ko|en))?)\/iching\/([^/]+)\/?$/;

/**
 * The canonical path for a request path under /iching/{id}, when it is not that path already:
 * '/iching/01' → '/iching/1', '/en/iching/abc' → '/en/iching'; null for every other path. The
 * locale prefix is kept as it came (the locale routing then does its own part).
 */
export function hexagramRedirectPath(pathname: string): string | null {
  const match = HEXAGRAM_PATH.exec(pathname);
  if (!match) return null;
  const [, prefix = '', id = ''] = match;
  if (id === TODAY_SEGMENT) return pathname.endsWith('/') ? `${prefix}/iching/${TODAY_SEGMENT}` : null;
  const canonical = canonicalHexagramId(id);
  if (canonical === id && canonical !== UNKNOWN_HEXAGRAM_ID && !pathname.endsWith('/')) return null;
  return canonical === UNKNOWN_HEXAGRAM_ID ? `${prefix}/iching` : `${prefix}/iching/${canonical}`;
}
