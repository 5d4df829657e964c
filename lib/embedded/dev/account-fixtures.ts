import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db/types';

/**
 * Embedded mode only (tests and manual checks of account deletion): gives a user one sandbox
 * purchase with its report and one report flag, and reads back what became of them.
 */
export async function seedAccountData(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    const purchase = await tx.query<{ id: string }>(
      `insert into public.purchases (user_id, product_id, store, store_transaction_id) values ($1, 'current_insight', 'sandbox', $2) returning id`,
      [userId, `dev-${randomUUID()}`],
    );
    const purchaseId = purchase.rows[0]!.id;
    const report = await tx.query<{ id: string }>(
      `insert into public.reports (user_id, purchase_id, kind, locale, input, result, source)
       values ($1, $2, 'current_insight', 'ko', '{"question":"fixture"}', '{"hexagram_id":1}', 'local') returning id`,
      [userId, purchaseId],
    );
    const flag = await tx.query<{ id: string }>(
      `insert into public.report_flags (report_kind, reasons, user_id) values ('Current Insight', '{other}', $1) returning id`,
      [userId],
    );
    return { purchaseId, reportId: report.rows[0]!.id, flagId: flag.rows[0]!.id };
  });
}

export async function readAccountData(db: Db, ids: { purchaseId: string; reportId: string; flagId: string }) {
  const purchase = await db.query<{ user_id: string | null }>(`select user_id from public.purchases where id = $1`, [ids.purchaseId]);
  const report = await db.query(`select 1 from public.reports where id = $1`, [ids.reportId]);
  const flag = await db.query<{ user_id: string | null }>(`select user_id from public.report_flags where id = $1`, [ids.flagId]);
  return {
    purchase: purchase.rows[0] ? { exists: true, userId: purchase.rows[0].user_id } : { exists: false, userId: null },
    reportExists: report.rows.length > 0,
    flag: flag.rows[0] ? { exists: true, userId: flag.rows[0].user_id } : { exists: false, userId: null },
  };
}
