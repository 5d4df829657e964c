import pg from 'pg';
import type { Db, Executor } from './types';

/** A pooled connection to a PostgreSQL server (hosted mode, and the tests of the production path). */
export function openPostgres(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 });
  pool.on('error', (error) => console.error('[db] idle client error', error));
  const wrap = (q: pg.Pool | pg.PoolClient): Executor => ({
    async query<Row>(sql: string, params?: readonly unknown[]) {
      const result = await q.query(sql, params ? [...params] : undefined);
      return { rows: result.rows as Row[] };
    },
    async exec(sql: string) {
      // without parameters pg uses the simple protocol, which runs several statements
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {}); // the first error is the one to report; a dead connection rolls back by itself
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
