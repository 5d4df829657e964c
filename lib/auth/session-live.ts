import type { Queryable } from '@/lib/db/types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether the auth session a token names still exists: a signed-out (or deleted) session's access
 * tokens stay valid by signature until they expire, so destructive routes ask the database. The
 * same query serves both modes: the embedded server's auth.sessions, and in hosted mode Supabase's
 * own auth.sessions in the project database DATABASE_URL points at (GoTrue's columns: id,
 * user_id, not_after).
 */
export async function isSessionLive(db: Queryable, sessionId: string | null, userId: string): Promise<boolean> {
  if (!sessionId || !UUID.test(sessionId) || !UUID.test(userId)) return false;
  const { rows } = await db.query(`select 1 from auth.sessions where id = $1 and user_id = $2 and (not_after is null or not_after > now())`, [sessionId, userId]);
  return rows.length > 0;
}
