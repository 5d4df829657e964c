/**
 * Global setup of the hosted browser suite (playwright.hosted.config.ts): a deployment as it runs
 * in production, on this machine.
 *
 *   PostgreSQL (a throw-away server)  ← migrations from supabase/migrations (+ the auth schema)
 *   auth process (the embedded GoTrue-compatible server, standalone) = NEXT_PUBLIC_SUPABASE_URL
 *   fake cloud insight API = INSIGHT_API_URL
 *   two `next start -H 127.0.0.1` instances in hosted mode, on the one database
 *   a round-robin reverse proxy (this process) = SITE_URL, the origin the browser uses
 *
 * The instances run a build of their own, made here with the hosted environment (into
 * .tmp/hosted/next, beside the embedded build `npm test` made): the browser's supabase-js talks to
 * the auth process at the NEXT_PUBLIC_SUPABASE_URL inlined in that bundle, cross-origin, as it
 * talks to a Supabase project, and the CSP's connect-src names that origin. The static pages are
 * rendered for hosted mode (no local-mode note).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort, startPostgres } from '../setup/postgres';
import { EMBEDDED_ANON_KEY } from '../../lib/supabase/embedded-anon-key';
import { TEST_SITE_IDENTITY, TEST_STORES } from '../fixtures/site-identity';
import { TEST_JOURNAL_KEYS } from '../fixtures/journal-keys';
import { serverArgs, serverEnv } from '../../scripts/server-options.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Where the hosted build goes (next.config.ts reads NEXT_DIST_DIR), relative to the project. */
const HOSTED_DIST_DIR = '.tmp/hosted/next';
const children: ChildProcess[] = [];

async function bundleServices(): Promise<string> {
  const { build } = await import('rolldown');
  const out = join(ROOT, '.tmp', 'hosted', 'services.mjs');
  mkdirSync(join(ROOT, '.tmp', 'hosted'), { recursive: true });
  await build({
    input: join(ROOT, 'tests', 'hosted', 'services.ts'),
    platform: 'node',
    tsconfig: join(ROOT, 'tsconfig.json'),
    external: [/^node:/, 'pg', 'jose', 'zod', 'ws', /^@supabase\//],
    resolve: { alias: { 'server-only': join(ROOT, 'tests', 'setup', 'empty.ts') } },
    output: { file: out, format: 'esm' },
    logLevel: 'warn',
  });
  return out;
}

/**
 * A child process of the deployment (stopped at teardown), whose output on the streams given is
 * kept for error messages (and echoed with HOSTED_DEBUG set).
 */
function spawnChild(name: string, args: string[], env: NodeJS.ProcessEnv, kept: ('stdout' | 'stderr')[]): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  for (const stream of kept) {
    child[stream]!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.HOSTED_DEBUG) process.stderr.write(`[${name}] ${chunk}`);
    });
  }
  return { child, output: () => output };
}

/** The environment of `next build` and `next start` for the hosted build. */
const nextEnv = (env: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  ...env,
  NEXT_DIST_DIR: HOSTED_DIST_DIR,
});

/** Starts a child and resolves with the first JSON line it prints (its "ready" message). */
function startService(name: string, args: string[], env: Record<string, string>): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const { child, output: stderr } = spawnChild(name, args, { ...process.env, ...env }, ['stderr']);
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      try {
        resolve(JSON.parse(line) as Record<string, unknown>);
      } catch {
        reject(new Error(`${name} said: ${line}`));
      }
    });
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${stderr()}`)));
  });
}

/** The production build (scripts/build.mjs) with the hosted environment: the client bundle and the static pages as a deployment has them. */
function buildHosted(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const { child, output } = spawnChild('build', ['scripts/build.mjs'], nextEnv(env), ['stdout', 'stderr']);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the hosted build failed (${code}):\n${output().slice(-4000)}`))));
  });
}

/** Starts one hosted instance and resolves with its process id once it answers. */
async function startApp(name: string, port: number, env: Record<string, string>): Promise<number> {
  // run as a deployment runs it (README, "Deploying"; scripts/server-options.mjs), not as the build above
  const { child, output: stderr } = spawnChild(name, serverArgs('-H', '127.0.0.1', '-p', String(port)), { ...nextEnv(env), ...serverEnv() }, ['stderr']);
  child.stdout!.resume(); // its log is not needed; drained so it never blocks
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${stderr()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => fetch(`http://127.0.0.1:${port}/en`));
      if (response.status < 500) return child.pid!;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer within 60 s:\n${stderr()}`);
}

/**
 * The load balancer: round robin over the instances (a request may pin one with the test-only
 * header x-test-instance, and say it came over HTTPS with x-test-proto: https). It sets the
 * forwarding headers a reverse proxy sets, and tags each
 * answer with the instance that served it (x-served-by). The auth process is not behind it: the
 * browser reaches it at its own origin, as it reaches a Supabase project.
 */
function startProxy(port: number, instances: number[]): Promise<Server> {
  let next = 0;
  const server = createServer((request: IncomingMessage, response) => {
    const pinned = request.headers['x-test-instance'];
    const index = typeof pinned === 'string' && /^[01]$/.test(pinned) ? Number(pinned) : next++ % instances.length;
    const target = instances[index]!;
    const client = request.socket.remoteAddress ?? '127.0.0.1';
    const headers = { ...request.headers };
    delete headers['x-test-instance'];
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${client}` : client;
    headers['x-real-ip'] = client;
    headers['x-forwarded-host'] = request.headers.host ?? `127.0.0.1:${port}`;
    // TLS ends at a real proxy; here a test asks for it with the test-only x-test-proto: https
    headers['x-forwarded-proto'] = request.headers['x-test-proto'] === 'https' ? 'https' : 'http';
    delete headers['x-test-proto'];
    const upstream = httpRequest({ host: '127.0.0.1', port: target, method: request.method, path: request.url, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': `app-${index}` });
      answer.pipe(response);
    });
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 'bad_gateway', message: error.message } }));
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The deployment, running: its public origin (the proxy), the services' addresses, the instances. */
export interface HostedDeployment {
  origin: string;
  databaseUrl: string;
  authUrl: string;
  insightUrl: string;
  apps: { port: number; pid: number }[];
  stop(): Promise<void>;
}

/**
 * Starts the whole deployment (used by this suite and by the bench, scripts/bench/hosted.mjs):
 * PostgreSQL with the migrations, the auth process, the fake insight API, the hosted build, two
 * instances, the proxy on proxyPort.
 */
export async function startHostedDeployment(proxyPort: number): Promise<HostedDeployment> {
  const started = Date.now();
  const origin = `http://127.0.0.1:${proxyPort}`;
  const [postgres, services] = await Promise.all([startPostgres(), bundleServices()]);
  let proxy: Server | undefined;
  const teardown = async () => {
    proxy?.close();
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    postgres.stop();
  };
  try {
    const migrated = spawnSync(process.execPath, [services, 'migrate'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: postgres.url }, encoding: 'utf8' });
    if (migrated.status !== 0) throw new Error(`migrations failed:\n${migrated.stdout}\n${migrated.stderr}`);

    const [authPort, insightPort, appA, appB] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const [auth] = await Promise.all([
      // the auth code reads the process's config for its proxy trust: an auth-only process is not a
      // hosted app (APP_MODE=embedded, no app settings), and the suite's proxy is its one trusted hop
      startService('auth', [services, 'auth'], {
        PORT: String(authPort),
        PUBLIC_URL: `http://127.0.0.1:${authPort}`,
        DATABASE_URL: postgres.url,
        SITE_URL: origin,
        APP_MODE: 'embedded',
        TRUSTED_PROXIES: '127.0.0.1',
      }),
      startService('insight', [services, 'insight'], { PORT: String(insightPort), INSIGHT_DELAY_MS: '1500' }),
    ]);
    const hostedEnv = {
      APP_MODE: 'hosted',
      DATABASE_URL: postgres.url,
      NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${authPort}`,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: EMBEDDED_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: String(auth.serviceRoleKey),
      // no SUPABASE_JWT_SECRET: tokens are verified with the auth API's JWKS, as on a current project
      INSIGHT_API_URL: `http://127.0.0.1:${insightPort}`,
      // the notes' key, required in hosted mode: the tests' invented one
      JOURNAL_KEYS: TEST_JOURNAL_KEYS,
      SITE_URL: origin,
      STORE_SANDBOX: '1',
      // the operator's identity, required in hosted mode: the tests' invented one
      ...TEST_SITE_IDENTITY,
      // the app in both stores: invented ids, the banner, badges and store card are tested here
      ...TEST_STORES,
      // the one proxy hop in front of the instances is trusted for the client address
      TRUSTED_PROXIES: '127.0.0.1',
      // sign-in with a provider: two of the three, to see that the setting picks them
      AUTH_OAUTH_PROVIDERS: 'kakao,apple',
    };
    const built = Date.now();
    await buildHosted(hostedEnv);
    console.log(`hosted build in ${((Date.now() - built) / 1000).toFixed(1)} s (${HOSTED_DIST_DIR})`);
    const pids = await Promise.all([startApp('app-0', appA, hostedEnv), startApp('app-1', appB, hostedEnv)]);
    proxy = await startProxy(proxyPort, [appA, appB]);
    console.log(`hosted deployment ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${origin} → 127.0.0.1:${appA}, 127.0.0.1:${appB}`);
    return {
      origin,
      databaseUrl: postgres.url,
      authUrl: hostedEnv.NEXT_PUBLIC_SUPABASE_URL,
      insightUrl: hostedEnv.INSIGHT_API_URL,
      apps: [
        { port: appA, pid: pids[0] },
        { port: appB, pid: pids[1] },
      ],
      stop: teardown,
    };
  } catch (error) {
    await teardown();
    throw error;
  }
}

export default async function globalSetup() {
  const deployment = await startHostedDeployment(Number(process.env.HOSTED_PORT));
  process.env.HOSTED_DATABASE_URL = deployment.databaseUrl;
  process.env.HOSTED_INSIGHT_URL = deployment.insightUrl;
  process.env.HOSTED_AUTH_URL = deployment.authUrl;
  return deployment.stop;
}
