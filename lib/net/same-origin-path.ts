/**
 * The one check for every redirect and frame target a request may name (the sign-in callback's
 * `next`, the simulator's `path`): parse first, then judge the parsed form. A check on the raw
 * text alone is not enough: the URL parser removes dot segments and reads `%2e` as a dot, so
 * `/.//evil.example/x`, `/auth/..//x` and `/%2e//x` all become `//evil.example/x`, which a browser
 * follows to another site. Client-safe: no imports.
 */

const BASE = 'http://same-origin.invalid';
/** A path a browser would read as another host: `//host` or `/\host` (browsers treat `\` as `/`). */
const HOST_RELATIVE = /^[/\\][/\\]/;
const UNSAFE_CHARACTER = /[\\\p{Cc}]/u;

/** The path of `value` as this origin's URL parser normalizes it, or null when it does not parse. */
function normalizedPath(value: string): string | null {
  if (!URL.canParse(value, BASE)) return null;
  const url = new URL(value, BASE);
  return url.origin === BASE ? url.pathname : null;
}

/**
 * `raw` as a normalized same-origin path with its query and fragment, or null: never another
 * origin, a scheme, a host-relative path (before or after normalization, before or after
 * percent-decoding), a backslash, a control character (the parser drops tabs and newlines
 * silently, so they are refused before it sees them) or more than `maxLength` characters.
 */
export function sameOriginPath(raw: string | null | undefined, maxLength = 1024): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > maxLength) return null;
  if (!raw.startsWith('/') || HOST_RELATIVE.test(raw) || UNSAFE_CHARACTER.test(raw)) return null;
  const url = URL.canParse(raw, BASE) ? new URL(raw, BASE) : null;
  if (!url || url.origin !== BASE || url.username || url.password) return null;
  const { pathname } = url;
  if (!pathname.startsWith('/') || HOST_RELATIVE.test(pathname)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null; // a malformed escape: the front door answers 400 to it anyway
  }
  // a server or a proxy that decodes once (and normalizes again) before redirecting must find no host either
  if (HOST_RELATIVE.test(decoded) || UNSAFE_CHARACTER.test(decoded)) return null;
  const again = normalizedPath(decoded);
  if (again === null || HOST_RELATIVE.test(again)) return null;
  return `${pathname}${url.search}${url.hash}`;
}
