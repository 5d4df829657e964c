import 'server-only';

export { getDb } from './connection';
export type { Db, Executor, Queryable } from './types';
