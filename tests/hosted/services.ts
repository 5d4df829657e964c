/**
 * The services a hosted deployment talks to besides the app, for the hosted browser suite. Bundled
 * by tests/hosted/setup.ts into one Node script and run as separate processes:
 *
 *   node services.mjs migrate   applies supabase/embedded (the auth schema a Supabase project has)
 *                               and supabase/migrations to DATABASE_URL, as `supabase db push` would
 *   node services.mjs auth      the embedded GoTrue-compatible server, standalone, on PORT, against
 *                               DATABASE_URL: the Supabase Auth of the suite
 *   node services.mjs insight   a fake of the cloud insight API on PORT: answers with the local
 *                               engine after INSIGHT_DELAY_MS, and counts its calls, in all and per
 *                               purchase (GET /calls)
 *
 * Each prints one JSON line when ready.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmbeddedAuthServer } from '@/lib/embedded/auth/server';
import { EMBEDDED_AUTH_DIR, MIGRATIONS_DIR, migrate, readMigrations } from '@/lib/db/migrate';
import { openPostgres } from '@/lib/db/postgres';
import { stampSocket } from '@/lib/net/front-door';
import { checkConcern } from '@/lib/insight/local/check';
import { composeCurrentInsight } from '@/lib/insight/local/current';
import { composePlanInsight } from '@/lib/insight/local/plan';
import type { CurrentInsightRequest, PlanInsightRequest } from '@/lib/insight/schemas';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is missing`);
  return value;
};

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function send(response: ServerResponse, answer: Response) {
  const headers: Record<string, string[]> = {};
  answer.headers.forEach((value, name) => (headers[name] ??= []).push(value));
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  response.writeHead(answer.status, headers);
  response.end(Buffer.from(await answer.arrayBuffer()));
}

function listen(handler: (request: IncomingMessage, response: ServerResponse) => Promise<void>, extra: Record<string, unknown> = {}) {
  const server = createServer((request, response) => {
    handler(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"error":"unexpected"}');
    });
  });
  server.listen(Number(env('PORT')), '127.0.0.1', () => console.log(JSON.stringify({ ready: true, ...extra })));
}

async function runMigrate() {
  const db = openPostgres(env('DATABASE_URL'));
  const applied = await migrate(db, [...(await readMigrations(EMBEDDED_AUTH_DIR)), ...(await readMigrations(MIGRATIONS_DIR))]);
  await db.close();
  console.log(JSON.stringify({ applied }));
}

async function runAuth() {
  const db = openPostgres(env('DATABASE_URL'));
  // signs ES256 tokens as a Supabase project does: issuer <project URL>/auth/v1, key set published
  // at <project URL>/auth/v1/.well-known/jwks.json (what the app instances verify against)
  const auth = createEmbeddedAuthServer({
    db,
    siteUrl: env('SITE_URL'),
    signingKeyPath: join(mkdtempSync(join(tmpdir(), 'gyeol-auth-key-')), 'signing-key.json'),
    apiUrl: `${env('PUBLIC_URL')}/auth/v1`,
  });
  listen(
    async (request, response) => {
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(await readBody(request));
      // who is asking, from the socket (over any copy the client sent), as the app's front door
      // does: the limits count per client, as Supabase Auth counts them in production
      // (without it every client was one "unknown" address, and one client's failures locked all)
      stampSocket(request);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      // the public origin the caller used (through the suite's proxy, or directly)
      const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? '127.0.0.1';
      const proto = headers.get('x-forwarded-proto') ?? 'http';
      const answer = await auth.handle(new Request(`${proto}://${host}${request.url}`, { method: request.method, headers, body }));
      await send(response, answer);
    },
    { serviceRoleKey: await auth.serviceRoleKey() },
  );
}

async function runInsight() {
  const delayMs = Number(process.env.INSIGHT_DELAY_MS ?? 0);
  const calls: Record<string, number> = {};
  listen(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname.replace(/^\/+/, '');
    if (request.method === 'GET' && path === 'calls') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(calls));
      return;
    }
    const body = JSON.parse((await readBody(request)).toString('utf8') || '{}') as Record<string, unknown>;
    const locale = request.headers['accept-language'] === 'en' ? 'en' : 'ko';
    calls[path] = (calls[path] ?? 0) + 1;
    if (typeof body.purchaseId === 'string') calls[`${path}:${body.purchaseId}`] = (calls[`${path}:${body.purchaseId}`] ?? 0) + 1;
    let result: unknown;
    if (path === 'current_insight_check_handler') result = checkConcern(String(body.userInput ?? ''), locale);
    else if (path === 'current_insight_handler') result = composeCurrentInsight(body as unknown as CurrentInsightRequest, locale);
    else if (path === 'plan_insight_handler') result = composePlanInsight(body as unknown as PlanInsightRequest, locale, Number(request.headers['x-plan-first-year']) || 2025);
    else {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"error":"not found"}');
      return;
    }
    if (delayMs > 0 && path !== 'current_insight_check_handler') await new Promise((resolve) => setTimeout(resolve, delayMs));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(result));
  });
}

const command = process.argv[2];
const run = command === 'migrate' ? runMigrate : command === 'auth' ? runAuth : command === 'insight' ? runInsight : undefined;
if (!run) {
  console.error('usage: services.mjs migrate|auth|insight');
  process.exit(2);
}
run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
