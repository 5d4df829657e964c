// The hosted deployment for the bench: the one the hosted browser suite runs
// (tests/hosted/setup.ts: real PostgreSQL, the separate auth process, the fake insight API, a
// build with the hosted environment, two `next start` instances), bundled here to plain JS.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { freePort } from './server.mjs';

export async function startHostedDeployment() {
  const { build } = await import('rolldown');
  const out = join(process.cwd(), '.tmp', 'bench', 'hosted-deployment.mjs');
  await build({
    input: 'tests/hosted/setup.ts',
    platform: 'node',
    tsconfig: 'tsconfig.json',
    external: [/^node:/, 'rolldown', 'pg', 'jose', 'zod', 'ws', /^@supabase\//],
    output: { file: out, format: 'esm' },
    logLevel: 'warn',
  });
  const { startHostedDeployment: start } = await import(pathToFileURL(out).href);
  return start(await freePort());
}

/** The auth process of the deployment, and the confirmation link from its outbox (the shared database). */
export function hostedAuth(deployment) {
  return {
    url: deployment.authUrl,
    async confirmationLink(email) {
      const client = new pg.Client({ connectionString: deployment.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query(`select action_link from auth.mail_outbox where recipient = $1 and action_link like '%type=signup%'`, [email]);
        return rows[0]?.action_link;
      } finally {
        await client.end();
      }
    },
  };
}
