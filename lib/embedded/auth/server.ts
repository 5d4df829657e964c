import type { Db } from '@/lib/db/types';
import { describeErrorForLog } from '@/lib/text/safe-text';
import { adminDeleteUser, adminGetUser, health, jwks, settings } from './admin';
import { getUser, logout, token, updateUser } from './account';
import { authorize, callback, localProvider } from './oauth';
import type { AuthContext } from './context';
import { AuthServerError } from './errors';
import { assertDeclaredBodySize, errorResponse, json, preflight, readLimitedText } from './http';
import { purgeSpentLinks } from './mail';
import { PostgresRateLimitStore } from '@/lib/api/rate-limit-store';
import { DEFAULT_LIMITS, RateLimiter, type Limits } from './rate-limits';
import { recover, verify } from './recovery';
import { loadSigningKey, type SigningKey } from './signing-key';
import { signUp } from './signup';
import { apiKeyRole, dropLegacySigningSecret, signServiceRoleKey } from './tokens';

export interface EmbeddedAuthOptions {
  db: Db;
  /** The configured site origin (links and redirects are only ever made for trusted origins). */
  siteUrl: string;
  now?: () => Date;
  limits?: Partial<Limits>;
  /**
   * Where the ES256 signing key is kept (made on first start, mode 0600). Without one (an
   * in-memory database) the key lives as long as the process.
   */
  signingKeyPath?: string;
  /**
   * Run standalone as a project's auth API: its public URL, e.g. https://ref.supabase.co/auth/v1.
   * It is the issuer of its tokens and the base of its mail links (the embedded server's issuer is
   * its own, and its links are <site>/local-supabase/auth/v1/verify).
   */
  apiUrl?: string;
}

export interface EmbeddedAuthServer {
  /** Answers one request whose path contains /auth/v1/… (the rest is the endpoint). */
  handle(request: Request): Promise<Response>;
  /** The service-role key of this installation (server-side admin calls). */
  serviceRoleKey(): Promise<string>;
  /** The ES256 key that signs this installation's tokens; its public half is the JWKS. */
  signingKey(): Promise<SigningKey>;
}

/**
 * At most this often, a request to the auth server first sweeps the outbox: a recovery or
 * confirmation link whose token expired leaves it (purgeSpentLinks) within this long of the next
 * request, whether or not anyone reads the mailbox.
 */
export const OUTBOX_SWEEP_INTERVAL_SECONDS = 60;

type Handler = (ctx: AuthContext, request: Request, id: string) => Promise<Response> | Response;

const ROUTES: { method: string; path: RegExp; handler: Handler; open?: boolean }[] = [
  { method: 'POST', path: /^\/signup$/, handler: signUp },
  { method: 'POST', path: /^\/token$/, handler: token },
  { method: 'POST', path: /^\/recover$/, handler: recover },
  // the link in the e-mail is opened by a browser without an API key, as on Supabase
  { method: 'GET', path: /^\/verify$/, handler: verify, open: true },
  // sign-in with a provider, opened by the browser (no API key), as on Supabase
  { method: 'GET', path: /^\/authorize$/, handler: authorize, open: true },
  { method: 'GET', path: /^\/local-provider$/, handler: localProvider, open: true },
  { method: 'GET', path: /^\/callback$/, handler: callback, open: true },
  { method: 'GET', path: /^\/user$/, handler: getUser },
  { method: 'PUT', path: /^\/user$/, handler: updateUser },
  { method: 'POST', path: /^\/logout$/, handler: logout },
  { method: 'GET', path: /^\/admin\/users\/([^/]+)$/, handler: adminGetUser },
  { method: 'DELETE', path: /^\/admin\/users\/([^/]+)$/, handler: adminDeleteUser },
  { method: 'GET', path: /^\/settings$/, handler: settings },
  { method: 'GET', path: /^\/health$/, handler: health, open: true },
  // public, as on Supabase: anyone may verify a token with the published key set
  { method: 'GET', path: /^\/\.well-known\/jwks\.json$/, handler: jwks, open: true },
];

function endpointOf(url: string): string {
  const { pathname } = new URL(url);
  const at = pathname.indexOf('/auth/v1');
  return at < 0 ? pathname : pathname.slice(at + '/auth/v1'.length).replace(/\/+$/, '') || '/';
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The request with its body read up front, no further than AUTH_BODY_MAX_BYTES (413 past it), so
 * every route is bounded, also those that never look at their body.
 */
async function bounded(request: Request): Promise<Request> {
  if (!request.body || request.method === 'GET' || request.method === 'HEAD') return request;
  const text = await readLimitedText(request);
  return new Request(request.url, { method: request.method, headers: request.headers, body: text });
}

export function createEmbeddedAuthServer(options: EmbeddedAuthOptions): EmbeddedAuthServer {
  const now = options.now ?? (() => new Date());
  let key: Promise<SigningKey> | undefined;
  const signingKey = () => {
    key ??= loadSigningKey(options.signingKeyPath)
      .then(async (loaded) => {
        await dropLegacySigningSecret(options.db);
        return options.apiUrl ? { ...loaded, issuer: options.apiUrl } : loaded;
      })
      .catch((error: unknown) => {
        key = undefined;
        throw error;
      });
    return key;
  };
  let serviceKey: Promise<string> | undefined;
  const ctx: AuthContext = {
    db: options.db,
    siteUrl: options.siteUrl,
    apiUrl: options.apiUrl?.replace(/\/+$/, ''),
    now,
    signingKey,
    // several processes may serve one PostgreSQL database: their counters must be shared
    limiter: new RateLimiter(now, options.db.kind === 'postgres' ? new PostgresRateLimitStore(options.db, 200, options.now) : undefined),
    limits: { ...DEFAULT_LIMITS, ...options.limits },
  };

  let lastSweep = Number.NEGATIVE_INFINITY;
  async function sweepOutbox(): Promise<void> {
    const at = now();
    const since = at.getTime() - lastSweep;
    if (since >= 0 && since < OUTBOX_SWEEP_INTERVAL_SECONDS * 1000) return;
    lastSweep = at.getTime();
    try {
      await purgeSpentLinks(options.db, at);
    } catch (error) {
      // the request itself does not depend on it: the next sweep, a minute on, tries again
      console.error(`[embedded-auth] outbox sweep failed: ${describeErrorForLog(error)}`);
    }
  }

  async function checkApiKey(request: Request): Promise<void> {
    const apiKey = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
    if (!apiKey) throw new AuthServerError(401, 'no_api_key', 'No API key found in request');
    if (!(await apiKeyRole(await signingKey(), apiKey, now()))) throw new AuthServerError(401, 'no_api_key', 'Invalid API key');
  }

  return {
    async handle(request) {
      if (request.method === 'OPTIONS') return preflight();
      const endpoint = endpointOf(request.url);
      await sweepOutbox();
      try {
        // every route, whether it reads a body or not (readJsonObject also stops at the limit while reading)
        assertDeclaredBodySize(request);
        for (const route of ROUTES) {
          const match = route.path.exec(endpoint);
          if (!match || route.method !== request.method) continue;
          if (!route.open) await checkApiKey(request);
          return await route.handler(ctx, await bounded(request), safeDecode(match[1] ?? ''));
        }
        return json({ code: 'not_found', message: 'Not Found' }, 404);
      } catch (error) {
        if (error instanceof AuthServerError) return errorResponse(error);
        console.error(`[embedded-auth] unexpected failure: ${describeErrorForLog(error)}`);
        return json({ code: 'unexpected_failure', message: 'The auth server could not complete the request' }, 503);
      }
    },
    serviceRoleKey() {
      serviceKey ??= signingKey().then((k) => signServiceRoleKey(k, now()));
      return serviceKey;
    },
    signingKey,
  };
}
