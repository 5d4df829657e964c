import { runtime } from '@/lib/runtime';
import { sharedDatabase } from './shared';
import type { Db } from './types';

/** The process's database (PostgreSQL, or PGlite migrated on open), opened on first use. */
export function getDb(): Promise<Db> {
  return sharedDatabase(() => runtime().openDatabase());
}
