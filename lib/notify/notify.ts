import { z } from 'zod';
import { safeString } from '@/lib/text/safe-text';
import type { Queryable } from '@/lib/db/types';
import { NOTIFY_DETAILS_MAX } from '@/lib/notify/constants';
import { NOTIFY_REASONS } from './reasons';

/** POST /api/notify: the spec's notification payload. */
export const notifySchema = z.strictObject({
  /** The report's name. */
  message: safeString().trim().min(1, 'message (the report name) is required').max(100),
  reasons: z
    .array(z.enum(NOTIFY_REASONS))
    .min(1, 'Please select at least one reason for notification.')
    .max(NOTIFY_REASONS.length)
    .transform((reasons) => NOTIFY_REASONS.filter((r) => reasons.includes(r))),
  details: safeString().max(NOTIFY_DETAILS_MAX, `details must be at most ${NOTIFY_DETAILS_MAX} characters`).default(''),
  timestamp: z.iso.datetime({ offset: true }).optional(),
});
type NotifyPayload = z.infer<typeof notifySchema>;

/**
 * Stores a notify message in report_flags, with the user when one is signed in (and still exists:
 * a token can outlive its account).
 */
export async function recordNotification(db: Queryable, payload: NotifyPayload, userId: string | null): Promise<{ id: string }> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.report_flags (report_kind, reasons, details, user_id, client_timestamp)
     values ($1, $2, $3, (select id from auth.users where id = $4::uuid), $5)
     returning id`,
    [payload.message, payload.reasons, payload.details.trim(), userId, payload.timestamp ?? null],
  );
  return { id: rows[0]!.id };
}
