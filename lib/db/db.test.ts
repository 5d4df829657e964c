import { spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { allMigrations, backends } from '@/tests/setup/databases';
import { DataDirLockedError, LOCK_FILE, processStartTime } from '@/lib/embedded/data-dir-lock';
import { migrate } from './migrate';
import { openPglite } from '@/lib/embedded/pglite';
import type { Db } from './types';

describe.each(backends)('the database layer on %s', (_name, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });

  it('applies every migration once, in order, and records them', async () => {
    const migrations = await allMigrations();
    const first = await migrate(db, migrations);
    expect(first).toEqual(migrations.map((m) => m.name));
    expect(first[0]).toMatch(/embedded_auth/);
    const second = await migrate(db, migrations);
    expect(second).toEqual([]);
    const { rows } = await db.query<{ name: string }>('select name from public.schema_migrations order by name');
    expect(rows.map((r) => r.name)).toEqual([...migrations.map((m) => m.name)].sort());
  });

  it('creates the schema of the design with RLS on every public table', async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    );
    expect(rows.map((r) => r.relname)).toEqual(['journal_follow_ups', 'journal_notes', 'purchase_events', 'purchases', 'rate_limit_counters', 'report_drafts', 'report_flags', 'report_usage', 'reports', 'schema_migrations', 'store_notifications', 'user_consents']);
    expect(rows.every((r) => r.relrowsecurity)).toBe(true);
  });

  it('keeps purchases and flags anonymised but deletes reports when a user is deleted', async () => {
    const user = await db.query<{ id: string }>(`insert into auth.users (email) values ('a@example.com') returning id`);
    const userId = user.rows[0]!.id;
    const purchase = await db.query<{ id: string }>(
      `insert into public.purchases (user_id, product_id, store, store_transaction_id)
       values ($1, 'current_insight', 'sandbox', 'tx-1') returning id`,
      [userId],
    );
    const purchaseId = purchase.rows[0]!.id;
    await db.query(
      `insert into public.reports (user_id, purchase_id, kind, locale, result, source) values ($1, $2, 'current_insight', 'ko', '{}'::jsonb, 'local')`,
      [userId, purchaseId],
    );
    await db.query(`insert into public.report_flags (report_kind, reasons, user_id, details) values ('Current Insight', '{inaccurate}', $1, 'I am Kim, born 1990')`, [userId]);
    await db.query(`insert into public.report_flags (report_kind, reasons, details) values ('Current Insight', '{other}', 'anonymous note')`);

    await db.query('delete from auth.users where id = $1', [userId]);

    const purchases = await db.query<{ user_id: string | null }>('select user_id from public.purchases where id = $1', [purchaseId]);
    expect(purchases.rows).toEqual([{ user_id: null }]);
    expect((await db.query('select 1 from public.reports where purchase_id = $1', [purchaseId])).rows).toHaveLength(0);
    // the author's flag stays anonymised, what they wrote is erased (a trigger); a signed-out flag is untouched
    expect((await db.query('select user_id, details, reasons from public.report_flags order by details')).rows).toEqual([
      { user_id: null, details: '', reasons: ['inaccurate'] },
      { user_id: null, details: 'anonymous note', reasons: ['other'] },
    ]);
  });

  it('enforces one report per purchase and unique store transactions', async () => {
    const purchase = await db.query<{ id: string }>(
      `insert into public.purchases (product_id, store, store_transaction_id) values ('character_insight', 'sandbox', 'tx-2') returning id`,
    );
    const purchaseId = purchase.rows[0]!.id;
    const insert = () =>
      db.query(`insert into public.reports (purchase_id, kind, locale, result, source) values ($1, 'character_insight', 'en', '{}', 'local')`, [purchaseId]);
    await insert();
    await expect(insert()).rejects.toThrow(/duplicate key/);
    await expect(
      db.query(`insert into public.purchases (product_id, store, store_transaction_id) values ('character_insight', 'sandbox', 'tx-2')`),
    ).rejects.toThrow(/duplicate key/);
  });

  it('rejects flags without a reason or with an unknown one', async () => {
    await expect(db.query(`insert into public.report_flags (report_kind, reasons) values ('x', '{}')`)).rejects.toThrow(/check constraint/);
    await expect(db.query(`insert into public.report_flags (report_kind, reasons) values ('x', '{spam}')`)).rejects.toThrow(/check constraint/);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.transaction((tx) => tx.query(`insert into auth.instance_settings (key, value) values ('kept', '1')`));
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into auth.instance_settings (key, value) values ('dropped', '1')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await db.query<{ key: string }>(`select key from auth.instance_settings where key in ('kept', 'dropped')`);
    expect(rows.map((r) => r.key)).toEqual(['kept']);
  });
});

describe('the data directory lock', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'gyeol-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  // Making a data directory (initdb, in a child process) is what one test below is about; the others
  // start from a copy of one directory made once from the run's empty cluster (tests/setup/pglite-template.ts).
  let made: string | undefined;
  const madeDir = async () => {
    if (!made) {
      made = newDir();
      const pg = await PGlite.create(made, { loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
      await pg.close();
    }
    const dir = newDir();
    cpSync(made, dir, { recursive: true });
    expect(readdirSync(dir)).toContain('PG_VERSION');
    return dir;
  };

  it('refuses a directory held by another live process, with a clear message, and writes nothing', async () => {
    const dir = newDir();
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(join(dir, LOCK_FILE), String(other.pid));
      const error = await openPglite(dir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toContain(`already in use by process ${other.pid}`);
      expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    } finally {
      other.kill();
    }
  });

  it('refuses a live owner whose recorded start time matches, and takes over a pid now used by an unrelated process', { timeout: 180_000 }, async () => {
    const other = spawn('sleep', ['30']);
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      const start = processStartTime(other.pid!);
      expect(start).toMatch(/^\d+$/);
      const held = newDir();
      writeFileSync(join(held, LOCK_FILE), `${other.pid} ${start}`);
      expect(await openPglite(held).catch((e: unknown) => e)).toBeInstanceOf(DataDirLockedError);
      // the same pid, recorded with another start time: the lock's writer is gone and the pid was reused
      const reused = await madeDir();
      writeFileSync(join(reused, LOCK_FILE), `${other.pid} ${Number(start) - 1}`);
      const db = await openPglite(reused);
      expect(readFileSync(join(reused, LOCK_FILE), 'utf8')).toBe(`${process.pid} ${processStartTime(process.pid)}`);
      await db.close();
    } finally {
      other.kill();
    }
  });

  it('makes the data directory private: 0700 dirs and 0600 files, an existing open one fixed at start', { timeout: 180_000 }, async () => {
    const dir = await madeDir();
    // every file and directory of the copied cluster open to all: the start must close each one
    const loosen = (path: string) => {
      if (statSync(path).isDirectory()) {
        chmodSync(path, 0o755);
        for (const entry of readdirSync(path)) loosen(join(path, entry));
      } else chmodSync(path, 0o644);
    };
    loosen(dir);
    mkdirSync(join(dir, 'sub'), { mode: 0o755 });
    chmodSync(join(dir, 'sub'), 0o755);
    writeFileSync(join(dir, 'sub', 'wal'), 'secret');
    chmodSync(join(dir, 'sub', 'wal'), 0o666);
    const db = await openPglite(dir);
    await db.exec('create table t (v int); insert into t values (1);');
    await db.close();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'sub')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'sub', 'wal')).mode & 0o777).toBe(0o600);
    const db2 = await openPglite(dir);
    await db2.close();
    const loose: string[] = [];
    const walk = (path: string) => {
      const stat = statSync(path);
      if (stat.isDirectory()) {
        if ((stat.mode & 0o777) !== 0o700) loose.push(path);
        for (const entry of readdirSync(path)) walk(join(path, entry));
      } else if ((stat.mode & 0o077) !== 0) loose.push(path);
    };
    walk(dir);
    expect(loose).toEqual([]);
  });

  it('makes a new directory in a child process, so the server never runs initdb itself (its memory stayed)', { timeout: 180_000 }, async () => {
    const dir = newDir();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const db = await openPglite(dir);
      expect(readFileSync(join(dir, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
      expect((await db.query<{ ok: number }>('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
      await db.close();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('takes over a stale lock, keeps data across reopenings and frees the lock on close', async () => {
    const dir = await madeDir();
    writeFileSync(join(dir, LOCK_FILE), '999999999');
    const first = await openPglite(dir);
    await first.exec('create table t (v int); insert into t values (42);');
    await first.close();
    expect(readdirSync(dir)).not.toContain(LOCK_FILE);
    const second = await openPglite(dir);
    expect((await second.query<{ v: number }>('select v from t')).rows).toEqual([{ v: 42 }]);
    await second.close();
  });
});
