import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The two places the app relies on Next's private behaviour live in this folder:
 * - request-hook.ts wraps http.Server.prototype.emit (no supported hook runs before Next's router);
 * - internal-rewrite.ts reads and writes the proxy's x-middleware-* response headers (a same-origin
 *   rewrite is network-proxied under a 127.0.0.1 binding: vercel/next.js #94745, #94342).
 * Both were verified on the version below with tests/e2e/deploy-net.spec.ts (next start -H 127.0.0.1
 * behind a proxy with a public Host) and lib/net/front-door.test.ts. A Next upgrade fails here first:
 * run those, check the upstream issues, then update the version.
 */
const VERIFIED_NEXT = '16.4.6';

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
});
