/**
 * The HTTP methods this app serves: the ones a route handler can export (Next's own list) and
 * that pages answer. Anything else (TRACE, CONNECT, WebDAV's PROPFIND, …) is answered 405 before
 * Next sees it: Next builds a fetch Request for the route, and the Fetch standard forbids TRACE,
 * TRACK and CONNECT there, so those threw (a 500 and a stack trace in the log at each request).
 * A pure function, so whatever front door the server has (the request hook, a custom server)
 * can call it.
 */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const ALLOWED: ReadonlySet<string> = new Set(ALLOWED_METHODS);

export interface MethodVerdict {
  status: 405;
  code: 'method_not_allowed';
  message: string;
  /** the value of the answer's Allow header */
  allow: string;
}

/** Null for a method the app serves; otherwise the 405 to answer (methods are case-sensitive). */
export function methodVerdict(method: string | undefined): MethodVerdict | null {
  if (method !== undefined && ALLOWED.has(method)) return null;
  const named = method && /^[A-Za-z-]{1,20}$/.test(method) ? method : 'This method';
  return { status: 405, code: 'method_not_allowed', message: `${named} is not served here.`, allow: ALLOWED_METHODS.join(', ') };
}
