import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { describe, expect, it } from 'vitest';
import { NATIVE_TS_CONFIG_ENV } from './config-loader';
import { NEXT_INTL_REQUEST_CONFIG, withNextIntl } from './next-intl-plugin';

/**
 * The places the app relies on Next's (and next-intl's) private behaviour live in this folder:
 * - config-loader.ts names the variable that has Next load next.config.ts with Node's TypeScript support;
 * - internal-rewrite.ts reads and writes the proxy's x-middleware-* response headers (a same-origin
 *   rewrite is network-proxied under a 127.0.0.1 binding: vercel/next.js #94745, #94342).
 * - next-intl-plugin.ts skips next-intl's plugin at run time, since it only adds build aliases.
 * Each was verified on the version below with tests/e2e/deploy-net.spec.ts (next start -H 127.0.0.1
 * behind a proxy with a public Host) and lib/net/front-door.test.ts. A Next upgrade fails here first:
 * run those, check the upstream issues, then update the version.
 */
const VERIFIED_NEXT = '16.4.6';
const VERIFIED_NEXT_INTL = '4.14.8';

const read = (path: string) => JSON.parse(readFileSync(join(process.cwd(), path), 'utf8')) as { version?: string; dependencies?: Record<string, string> };

describe('Next internals the app relies on', () => {
  it(`were verified on Next ${VERIFIED_NEXT}, the version installed and pinned`, () => {
    expect(read('package.json').dependencies?.next, 'package.json pins next exactly').toBe(VERIFIED_NEXT);
    expect(read('node_modules/next/package.json').version, 'installed next').toBe(VERIFIED_NEXT);
  });

  it('still use the private headers the proxy workaround edits', () => {
    // Next's middleware adapter and NextResponse read and write these; renamed, the workaround is dead code
    const nextSource = ['adapter.js', 'spec-extension/response.js'].map((file) => readFileSync(join(process.cwd(), 'node_modules/next/dist/server/web', file), 'utf8')).join('\n');
    for (const name of ['x-middleware-rewrite', 'x-middleware-next', 'x-middleware-override-headers', 'x-middleware-request-']) {
      expect(nextSource, name).toContain(name);
    }
  });

  it(`apply next-intl's plugin only when building (verified on next-intl ${VERIFIED_NEXT_INTL}): it adds build aliases and nothing a server reads`, async () => {
    expect(read('package.json').dependencies?.['next-intl'], 'package.json pins next-intl exactly').toBe(VERIFIED_NEXT_INTL);
    expect(read('node_modules/next-intl/package.json').version, 'installed next-intl').toBe(VERIFIED_NEXT_INTL);
    const base = { reactStrictMode: true, poweredByHeader: false, experimental: { optimisticRouting: false } };
    expect(await withNextIntl(PHASE_PRODUCTION_SERVER, base)).toBe(base);
    for (const phase of [PHASE_PRODUCTION_BUILD, PHASE_DEVELOPMENT_SERVER]) {
      const built = await withNextIntl(phase, base);
      const { turbopack, webpack, ...rest } = built;
      expect(rest, 'the plugin changes nothing but the aliases').toEqual(base);
      expect(turbopack).toEqual({ resolveAlias: { 'next-intl/config': NEXT_INTL_REQUEST_CONFIG } });
      expect(typeof webpack).toBe('function');
    }
  });

  it('still load next.config.ts natively when our server sets the variable next start --experimental-next-config-strip-types sets', () => {
    const cli = readFileSync(join(process.cwd(), 'node_modules/next/dist/bin/next'), 'utf8');
    const loader = readFileSync(join(process.cwd(), 'node_modules/next/dist/build/next-config-ts/transpile-config.js'), 'utf8');
    expect(cli).toContain(`process.env.${NATIVE_TS_CONFIG_ENV} = 'true'`);
    expect(loader).toContain(`process.env.${NATIVE_TS_CONFIG_ENV}`);
  });
});
