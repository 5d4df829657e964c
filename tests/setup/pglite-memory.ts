/**
 * Vitest setup file: an in-memory PGlite database (`openPglite('memory://')`) starts from the
 * run's empty template (tests/setup/pglite-template.ts) instead of running initdb again. A database
 * on a directory, or one given its own data to load, is opened as the app opens it.
 */
import { readFileSync } from 'node:fs';
import { inject, vi } from 'vitest';

vi.mock('@electric-sql/pglite', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@electric-sql/pglite')>();
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const create = actual.PGlite.create.bind(actual.PGlite) as (dataDir?: string, options?: Record<string, unknown>) => Promise<unknown>;
  const fromTemplate = (dataDir?: unknown, options?: Record<string, unknown>) =>
    dataDir === undefined && !options?.loadDataDir ? create(undefined, { ...options, loadDataDir: template }) : create(dataDir as string, options);
  const PGlite = new Proxy(actual.PGlite, { get: (target, key, receiver) => (key === 'create' ? fromTemplate : Reflect.get(target, key, receiver)) });
  return { ...actual, PGlite };
});
