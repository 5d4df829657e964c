import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_AUTH_DIR, MIGRATIONS_DIR, migrate, readMigrations } from '@/lib/db/migrate';
import type { Db } from '@/lib/db/types';
import { openPglite } from '@/lib/embedded/pglite';
import { insertUser } from '@/tests/setup/databases';

/**
 * The journal's tables as a Supabase project has them: the roles of the public API (anon,
 * authenticated) and auth.uid() exist before the migration runs. PGlite is a cluster of its own,
 * so the roles made here reach no other test's database.
 */
describe('the journal tables on a Supabase-like database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite('memory://');
    await migrate(db, await readMigrations(EMBEDDED_AUTH_DIR));
    await db.exec(`
      create role anon nologin;
      create role authenticated nologin;
      create function auth.uid() returns uuid language sql stable as $$ select nullif(current_setting('request.jwt.claim.sub', true), '')::uuid $$;
      grant usage on schema public, auth to anon, authenticated;
      grant execute on function auth.uid() to authenticated;
    `);
    // Supabase's default privileges: the public API's roles may use every new table, RLS permitting
    await db.exec('alter default privileges in schema public grant all on tables to anon, authenticated');
    await migrate(db, await readMigrations(MIGRATIONS_DIR));
  });
  afterAll(async () => {
    await db.close();
  });

  /** Runs a query as the public API's role for this user, as PostgREST would. */
  async function asUser<T>(role: 'anon' | 'authenticated', userId: string | null, sql: string): Promise<T[] | Error> {
    try {
      return await db.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claim.sub', $1, true)`, [userId ?? '']);
        await tx.exec(`set local role ${role}`);
        return (await tx.query<T>(sql)).rows;
      });
    } catch (error) {
      return error as Error;
    }
  }

  it('gives the public API nothing: no grant, no permissive policy', async () => {
    const alice = await insertUser(db, 'rls');
    await db.query(`insert into public.journal_notes (user_id, subject_kind, subject_id, ciphertext, iv, key_id) values ($1, 'today', '2026-11-28', '\\x00', $2, 'k')`, [
      alice,
      Buffer.alloc(12),
    ]);
    // the other tables keep Supabase's grant and show nothing through RLS; the journal's lose the grant too
    expect(await asUser('authenticated', alice, 'select id from public.reports')).toEqual([]);
    for (const role of ['anon', 'authenticated'] as const) {
      for (const sql of ['select id from public.journal_notes', 'select id from public.journal_follow_ups', `delete from public.journal_notes returning id`]) {
        const result = await asUser(role, alice, sql);
        expect(result, `${role}: ${sql}`).toBeInstanceOf(Error);
        expect((result as Error).message).toMatch(/permission denied/);
      }
    }
    const { rows } = await db.query<{ policyname: string; permissive: string }>(
      `select policyname, permissive from pg_policies where tablename in ('journal_notes', 'journal_follow_ups') order by 1`,
    );
    expect(rows).toEqual([
      { policyname: 'journal_follow_ups_writer_only', permissive: 'RESTRICTIVE' },
      { policyname: 'journal_notes_writer_only', permissive: 'RESTRICTIVE' },
    ]);
  });

  it('would show a writer only their own rows, even after a grant and a permissive policy were added', async () => {
    const bob = await insertUser(db, 'rls');
    const carol = await insertUser(db, 'rls');
    for (const user of [bob, carol]) {
      await db.query(`insert into public.journal_notes (user_id, subject_kind, subject_id, ciphertext, iv, key_id) values ($1, 'today', '2026-11-28', '\\x00', $2, 'k')`, [
        user,
        Buffer.alloc(12),
      ]);
    }
    await db.exec(`
      grant select, insert, update, delete on public.journal_notes, public.journal_follow_ups to authenticated;
      create policy everyone on public.journal_notes for all to authenticated using (true) with check (true);
    `);
    try {
      const seen = await asUser<{ user_id: string }>('authenticated', bob, 'select user_id from public.journal_notes');
      expect(seen).toEqual([{ user_id: bob }]);
      const stolen = await asUser('authenticated', bob, `update public.journal_notes set key_id = 'x' where user_id = '${carol}' returning id`);
      expect(stolen).toEqual([]);
      const forged = await asUser(
        'authenticated',
        bob,
        `insert into public.journal_notes (user_id, subject_kind, subject_id, ciphertext, iv, key_id) values ('${carol}', 'today', '2026-11-28', '\\x00', '\\x000000000000000000000000', 'k')`,
      );
      expect((forged as Error).message).toMatch(/row-level security/);
    } finally {
      await db.exec(`drop policy everyone on public.journal_notes; revoke all on public.journal_notes, public.journal_follow_ups from authenticated;`);
    }
  });
});
