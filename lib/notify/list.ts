import type { Queryable } from '@/lib/db/types';
import type { NotifyReason } from './reasons';

export interface FlagRow {
  id: string;
  report_kind: string;
  reasons: NotifyReason[];
  details: string;
  email: string | null;
  created_at: Date | string;
}

/** The newest notify messages with their sender's e-mail (for /dev/flags). */
export async function listRecentFlags(db: Queryable, limit = 50): Promise<FlagRow[]> {
  const { rows } = await db.query<FlagRow>(
    `select f.id, f.report_kind, f.reasons, f.details, u.email, f.created_at
     from public.report_flags f left join auth.users u on u.id = f.user_id
     order by f.created_at desc limit $1`,
    [limit],
  );
  return rows;
}
