import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, migrated } from '@/tests/setup/databases';
import type { Db } from '@/lib/db/types';
import { userDataRules } from './user-data-rules';

describe.each(backends)('account deletion rules of the migrated schema on %s', (_name, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await migrated(open());
  });
  afterAll(async () => {
    await db.close();
  });

  it('gives every table with a user_id a cascade or an anonymisation rule', async () => {
    const rules = await userDataRules(db);
    // the app's own tables are all seen (the check is not vacuous)
    expect(rules.map((r) => r.table)).toEqual(expect.arrayContaining(['public.purchases', 'public.reports', 'public.report_flags']));
    expect(rules.filter((r) => r.rule === 'none')).toEqual([]);
    expect(Object.fromEntries(rules.filter((r) => r.table.startsWith('public.')).map((r) => [r.table, r.rule]))).toEqual({
      'public.purchases': 'set null',
      'public.reports': 'cascade',
      'public.report_flags': 'set null',
      'public.report_usage': 'cascade',
    });
  });

  it('reports a table whose user_id has no rule, and accepts a documented one', async () => {
    await db.exec(`
      create schema scratch;
      create table scratch.conversations (id int primary key, user_id uuid references auth.users (id));
      create table scratch.loose_notes (id int primary key, user_id uuid);
      create table scratch.events (id int primary key, user_id uuid);
      comment on column scratch.events.user_id is 'on account deletion: nulled by lib/account/delete-account.ts';
    `);
    try {
      const rules = Object.fromEntries((await userDataRules(db)).map((r) => [r.table, r.rule]));
      expect(rules['scratch.conversations']).toBe('none'); // a foreign key without an on-delete rule (restrict) blocks deletion
      expect(rules['scratch.loose_notes']).toBe('none');
      expect(rules['scratch.events']).toBe('comment');
    } finally {
      await db.exec('drop schema scratch cascade');
    }
  });
});
