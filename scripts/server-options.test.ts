import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverArgs, serverEnv } from './server-options.mjs';

const run = (file: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync(file, args, { cwd: process.cwd(), encoding: 'utf8', env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env } });

describe('how a server runs', () => {
  it('puts the heap settings before the operator’s own NODE_OPTIONS, and keeps their malloc setting', () => {
    expect(serverEnv({ NODE_OPTIONS: '--max-old-space-size=1024' })).toEqual({
      NODE_OPTIONS: '--max-old-space-size=192 --max-semi-space-size=8 --max-old-space-size=1024',
      MALLOC_ARENA_MAX: '2',
      MALLOC_TRIM_THRESHOLD_: '8192',
      MALLOC_MMAP_THRESHOLD_: '8192',
    });
    expect(serverEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
    expect(serverEnv({ MALLOC_MMAP_THRESHOLD_: '1048576' }).MALLOC_MMAP_THRESHOLD_).toBe('1048576');
    expect(serverArgs('-p', '3000')).toEqual(['scripts/serve.mjs', '-p', '3000']);
  });

  it('gives scripts/start.sh the same settings through its shell', () => {
    const out = run('bash', ['-c', 'eval "$(node scripts/server-options.mjs)"; echo "$NODE_OPTIONS|$MALLOC_ARENA_MAX|$MALLOC_TRIM_THRESHOLD_"'], { NODE_OPTIONS: "--title='x y'" });
    expect(out.trim()).toBe("--max-old-space-size=192 --max-semi-space-size=8 --title='x y'|2|8192");
  });

  it('loads next.config.ts with Node’s own TypeScript support, as scripts/serve.mjs asks Next to (no SWC, no fallback)', () => {
    // an import without its .ts extension (or of a package subpath without .js) fails here, where
    // `next start` would only warn and load the SWC compiler after all
    const script = "const { default: config } = await import('./next.config.ts'); const c = await config('phase-production-server'); console.log(typeof c.headers, typeof c.rewrites, (await c.headers()).length > 0)";
    expect(run(process.execPath, ['--input-type=module', '-e', script]).trim()).toBe('function function true');
  });
});
