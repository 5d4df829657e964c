import { runtime } from '@/lib/runtime';
import { forgetProcessValue, processValue } from '@/lib/runtime/process';
import type { Db } from './types';

/** The process's database (PostgreSQL, or PGlite migrated on open), opened on first use. */
export function getDb(): Promise<Db> {
  return processValue('db', () =>
    runtime()
      .openDatabase()
      .catch((error: unknown) => {
        forgetProcessValue('db');
        throw error;
      }),
  );
}
