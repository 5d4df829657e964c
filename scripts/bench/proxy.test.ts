import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { nginxConfig } from './proxy.mjs';

// The bench measures the pages through the proxy docs/deploying.md tells a host to run: the same
// directives, so what the bench measures cannot drift from what is deployed.
const readmeBlock = /```nginx\n([\s\S]*?)```/.exec(readFileSync('docs/deploying.md', 'utf8'))?.[1] ?? '';
const directives = (config: string) =>
  new Set(
    config
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^(listen|proxy_\w+|keepalive)\b/.test(line) || /^upstream /.test(line))
      .flatMap((line) => line.split(';').map((part) => part.trim()).filter(Boolean))
      .map((part) => part.replace(/\s+/g, ' ').replace(/127\.0\.0\.1:\d+/, 'ADDR').replace(/^listen (ADDR|443)/, 'listen PORT').replace(/^upstream gyeol \{.*/, 'upstream gyeol')),
  );

describe('the bench proxy', () => {
  const config = nginxConfig({ dir: '/tmp/x', port: 4443, upstreamPort: 3000 }) as string;

  it('has every proxy directive of the example in docs/deploying.md (TLS, HTTP/2, forwarding headers, keep-alive)', () => {
    expect(readmeBlock).toContain('listen 443 ssl http2');
    const bench = directives(config);
    const missing = [...directives(readmeBlock)].filter((d) => !d.startsWith('server ') && !bench.has(d));
    expect(missing).toEqual([]);
  });

  it('listens on loopback only and forwards to the app port', () => {
    expect(config).toContain('listen 127.0.0.1:4443 ssl http2;');
    expect(config).toContain('server 127.0.0.1:3000; keepalive 16;');
  });
});
