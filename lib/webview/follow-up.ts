import { z } from 'zod';

/**
 * The journal's follow-up reminder, for the app to schedule as its own local notification
 * (docs/webview-bridge.md 4d). The web shows the due follow-ups either way (My reports, the journal);
 * the app may add a notification on the day. Client-safe.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** a path of this site, as the page's own links are: /journal?write=cast:789667, /en/journal?write=… */
const JOURNAL_PATH = /^\/(en\/)?journal\?write=(report:[0-9a-f-]{36}|cast:[6-9]{6}|today:\d{4}-\d{2}-\d{2})$/;

export const followUpScheduleSchema = z.strictObject({
  type: z.literal('FOLLOW_UP_SCHEDULE'),
  /** the note's id: one reminder per note; a second message for the same note replaces the first */
  noteId: z.string().regex(UUID),
  /** the Korean date the note asks "그 뒤로 어떻게 되었나요?" */
  due: z.string().regex(DATE),
  /** the notification's text, in the page's language; never the note's own words */
  title: z.string().min(1).max(80),
  /** the page to open when the notification is tapped */
  path: z.string().regex(JOURNAL_PATH),
});
export type FollowUpSchedule = z.infer<typeof followUpScheduleSchema>;

export const followUpCancelSchema = z.strictObject({ type: z.literal('FOLLOW_UP_CANCEL'), noteId: z.string().regex(UUID) });
export type FollowUpCancel = z.infer<typeof followUpCancelSchema>;

/** The day `days` after a 'YYYY-MM-DD' date. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function followUpSchedule({ noteId, due, title, subject, locale }: { noteId: string; due: string; title: string; subject: string; locale: 'ko' | 'en' }): FollowUpSchedule {
  return followUpScheduleSchema.parse({ type: 'FOLLOW_UP_SCHEDULE', noteId, due, title, path: `${locale === 'en' ? '/en' : ''}/journal?write=${subject}` });
}
