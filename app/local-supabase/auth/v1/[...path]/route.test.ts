import { describe, expect, it } from 'vitest';
import { GET as devData } from '@/app/api/dev/account-data/route';
import { GET, POST } from './route';
import { TEST_SITE_IDENTITY } from '@/tests/fixtures/site-identity';
import { TEST_JOURNAL_KEYS } from '@/tests/fixtures/journal-keys';

// hosted mode: the embedded auth server and the dev fixtures do not exist
Object.assign(process.env, {
  APP_MODE: 'hosted',
  DATABASE_URL: 'postgres://user:pass@127.0.0.1:1/none',
  NEXT_PUBLIC_SUPABASE_URL: 'https://project.supabase.co',
  NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
  SUPABASE_JWT_SECRET: 'x'.repeat(40),
  INSIGHT_API_URL: 'https://insight.example',
  JOURNAL_KEYS: TEST_JOURNAL_KEYS,
  ...TEST_SITE_IDENTITY,
  SITE_URL: 'https://gyeol.app',
});

describe('in hosted mode', () => {
  it('answers 404 at /local-supabase/auth/v1 and touches no database', async () => {
    for (const handler of [GET, POST]) {
      const response = await handler(new Request('https://gyeol.app/local-supabase/auth/v1/settings', { method: handler === GET ? 'GET' : 'POST' }));
      expect(response.status).toBe(404);
    }
  });

  it('answers 404 JSON at the dev fixtures', async () => {
    const response = await devData(new Request('https://gyeol.app/api/dev/account-data'), undefined);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });
});
