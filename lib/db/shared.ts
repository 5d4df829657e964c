import { forgetProcessValue, processValue } from '@/lib/runtime/process';
import type { Db } from './types';

/**
 * The process's one database, opened by `open` on first use and kept (a failed open is forgotten,
 * so the next use tries again). The runtimes open it through here and lib/db/connection.ts reads
 * it through here, so the runtime never imports the module that imports the runtime.
 */
export function sharedDatabase(open: () => Promise<Db>): Promise<Db> {
  return processValue('db', () =>
    open().catch((error: unknown) => {
      forgetProcessValue('db');
      throw error;
    }),
  );
}
