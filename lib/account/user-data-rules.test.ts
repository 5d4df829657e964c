import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedBackends } from '@/tests/setup/databases';
import type { Db } from '@/lib/db/types';
import { userDataRules } from './user-data-rules';

describe.each(migratedBackends)('account deletion rules of the migrated schema on %s', (_name, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });

  it('gives every column that points at a user a cascade or an anonymisation rule', async () => {
    const rules = await userDataRules(db);
    // the app's own tables and the embedded auth schema's are all seen (the check is not vacuous)
    expect(rules.map((r) => r.table)).toEqual(expect.arrayContaining(['public.purchases', 'public.reports', 'public.report_flags', 'auth.sessions']));
    expect(rules.filter((r) => r.rule === 'none')).toEqual([]);
    expect(Object.fromEntries(rules.filter((r) => r.table.startsWith('public.')).map((r) => [`${r.table}.${r.column}`, r.rule]))).toEqual({
      'public.journal_notes.user_id': 'cascade',
      'public.purchases.user_id': 'set null',
      'public.reports.user_id': 'cascade',
      'public.report_flags.user_id': 'set null',
      'public.report_usage.user_id': 'cascade',
      'public.report_drafts.user_id': 'cascade',
      'public.user_consents.user_id': 'cascade',
    });
  });

  it('reports a column pointing at a user without a rule, whatever its name, and accepts a documented one', async () => {
    await db.exec(`
      create schema scratch;
      create table scratch.conversations (id int primary key, user_id uuid references auth.users (id));
      create table scratch.loose_notes (id int primary key, user_id uuid);
      create table scratch.events (id int primary key, user_id uuid);
      comment on column scratch.events.user_id is 'on account deletion: nulled by lib/account/delete-account.ts';
      create table scratch.profiles (id uuid primary key references auth.users (id), name text);
      create table scratch.kept_profiles (id uuid primary key references auth.users (id) on delete cascade, name text);
      create table scratch.charts (id int primary key, author uuid references auth.users (id) on delete set null);
      create table scratch.albums (id int primary key, owner_id uuid);
      create table scratch.photos (id int primary key, owner_id uuid references auth.users (id) on delete cascade);
    `);
    try {
      const rules = Object.fromEntries((await userDataRules(db)).map((r) => [`${r.table}.${r.column}`, r.rule]));
      expect(rules['scratch.conversations.user_id']).toBe('none'); // a foreign key without an on-delete rule (restrict) blocks deletion
      expect(rules['scratch.loose_notes.user_id']).toBe('none');
      expect(rules['scratch.events.user_id']).toBe('comment');
      expect(rules['scratch.profiles.id']).toBe('none');
      expect(rules['scratch.kept_profiles.id']).toBe('cascade');
      expect(rules['scratch.charts.author']).toBe('set null');
      expect(rules['scratch.albums.owner_id']).toBe('none');
      expect(rules['scratch.photos.owner_id']).toBe('cascade');
      // columns that point at no one are not listed
      expect(rules['scratch.profiles.name']).toBeUndefined();
      expect(rules['scratch.albums.id']).toBeUndefined();
    } finally {
      await db.exec('drop schema scratch cascade');
    }
  });
});
