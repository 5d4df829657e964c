/**
 * Vitest global setup, once per run: a throw-away PostgreSQL server (tests/setup/postgres.ts) with
 * a template database holding every migration, and PGlite's empty and migrated templates
 * (tests/setup/pglite-template.ts). The server starts in child processes while PGlite works in this
 * one, so the two are made side by side. What the tests receive (inject):
 * - postgresUrl: the server; postgresMigratedTemplate: the database freshPostgres(…, { migrated: true }) copies
 * - pgliteTemplate, pgliteMigratedTemplate: the files an in-memory PGlite starts from
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { EMBEDDED_AUTH_DIR, MIGRATIONS_DIR, migrate, readMigrations } from '../../lib/db/migrate';
import { openPostgres } from '../../lib/db/postgres';
import { makePgliteTemplates } from './pglite-template';
import { startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    postgresMigratedTemplate: string;
    pgliteTemplate: string;
    pgliteMigratedTemplate: string;
  }
}

/** The template database with every migration applied (freshPostgres(prefix, { migrated: true }) copies it). */
const MIGRATED_TEMPLATE = 'migrated_template';

async function makePostgresTemplate(serverUrl: string, migrations: Parameters<typeof migrate>[1]): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${MIGRATED_TEMPLATE}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${MIGRATED_TEMPLATE}`;
  const db = openPostgres(url.toString());
  try {
    await migrate(db, migrations);
  } finally {
    // closed again: a database is copied only while no one is connected to it
    await db.close();
  }
}

interface Fixtures {
  postgresUrl: string;
  pgliteTemplate: string;
  pgliteMigratedTemplate: string;
  teardown: () => void;
}

async function makeFixtures(): Promise<Fixtures> {
  const migrations = [...(await readMigrations(EMBEDDED_AUTH_DIR)), ...(await readMigrations(MIGRATIONS_DIR))];
  const dir = mkdtempSync(join(tmpdir(), 'gyeol-pglite-template-'));
  const [server, templates] = await Promise.allSettled([
    startPostgres().then(async (started) => {
      try {
        await makePostgresTemplate(started.url, migrations);
        return started;
      } catch (error) {
        started.stop();
        throw error;
      }
    }),
    makePgliteTemplates(dir, migrations),
  ]);
  const teardown = () => {
    try {
      if (server.status === 'fulfilled') server.value.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  if (server.status === 'rejected' || templates.status === 'rejected') {
    teardown();
    throw server.status === 'rejected' ? server.reason : (templates as PromiseRejectedResult).reason;
  }
  return { postgresUrl: server.value.url, pgliteTemplate: templates.value.empty, pgliteMigratedTemplate: templates.value.migrated, teardown };
}

/**
 * Every project of the run (vitest.config.mts) calls this setup, in the one main process: the
 * fixtures are made by the first call and shared, and removed when the last project is done.
 */
const run = globalThis as typeof globalThis & { __unitFixtures?: Promise<Fixtures>; __unitFixtureUsers?: number };

export default async function setup(project: TestProject) {
  run.__unitFixtures ??= makeFixtures();
  run.__unitFixtureUsers = (run.__unitFixtureUsers ?? 0) + 1;
  let fixtures: Fixtures;
  try {
    fixtures = await run.__unitFixtures;
  } catch (error) {
    run.__unitFixtureUsers -= 1;
    throw error;
  }
  project.provide('postgresUrl', fixtures.postgresUrl);
  project.provide('postgresMigratedTemplate', MIGRATED_TEMPLATE);
  project.provide('pgliteTemplate', fixtures.pgliteTemplate);
  project.provide('pgliteMigratedTemplate', fixtures.pgliteMigratedTemplate);
  return () => {
    run.__unitFixtureUsers! -= 1;
    if (run.__unitFixtureUsers === 0) {
      run.__unitFixtures = undefined;
      fixtures.teardown();
    }
  };
}
