import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** A bare environment: no HOST, GYEOL_LISTEN or APP_MODE from the machine running the tests. */
const childEnv = { PATH: process.env.PATH ?? '', NODE_ENV: 'test' } as const;

/** npm start's binding (scripts/start.sh → scripts/listen-address.sh): loopback unless opted in. */
function listen(env: Record<string, string>) {
  const result = spawnSync('bash', ['scripts/listen-address.sh'], { env: { ...childEnv, ...env }, encoding: 'utf8' });
  expect(result.status).toBe(0);
  return { address: result.stdout.trim(), warning: result.stderr };
}

describe('npm start listen address', () => {
  it('is loopback with no opt-in, silently; GYEOL_LISTEN wins over HOST and a public one warns', () => {
    expect(listen({})).toEqual({ address: '127.0.0.1', warning: '' });
    expect(listen({ GYEOL_LISTEN: '::1' })).toEqual({ address: '::1', warning: '' });
    expect(listen({ HOST: '192.168.1.5' }).address).toBe('192.168.1.5');
    const open = listen({ GYEOL_LISTEN: '0.0.0.0', HOST: '10.0.0.1' });
    expect(open.address).toBe('0.0.0.0');
    for (const part of ['0.0.0.0', '/local-supabase', '/dev/mailbox', 'recovery links', '/dev/app', '/dev/flags', '/api/dev/*', 'bypass']) expect(open.warning).toContain(part);
    expect(listen({ GYEOL_LISTEN: '0.0.0.0', APP_MODE: 'hosted' }).warning).not.toContain('/dev/mailbox');
    // HOST alone opts in too, with the same warning (and `HOST=localhost` stays quiet)
    const host = listen({ HOST: '0.0.0.0' });
    expect(host.address).toBe('0.0.0.0');
    for (const part of ['listening on 0.0.0.0', '/local-supabase', '/dev/mailbox', 'recovery links']) expect(host.warning).toContain(part);
    expect(listen({ HOST: 'localhost' })).toEqual({ address: 'localhost', warning: '' });
  }, 120_000); // a handful of bash processes on a loaded machine
});
