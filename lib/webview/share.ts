/**
 * The SHARE message (page → app, docs/webview-bridge.md section 4b): its schema, for the app
 * simulator (/dev/app) and the tests. The pages build the message with shareMessage() and do not
 * ship zod (see lib/webview/bridge.ts on bundle weight); the schema is what they must send.
 */
import { z } from 'zod';
import type { ShareMessage } from './bridge';

/**
 * Where a card lives: a report's, /api/reports/{uuid}/card (query: locale, question, tz), or the
 * journal year's, /api/journal/year/{year}/card (query: locale, notes).
 */
const CARD_PATH = /^\/api\/(?:reports\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|journal\/year\/\d{4})\/card$/i;

export const SHARE_TEXT_MAX = 200;

export const shareMessageSchema = z.strictObject({
  type: z.literal('SHARE'),
  intent: z.enum(['share', 'save']),
  imageUrl: z
    .string()
    .max(1000)
    .url()
    .refine((value) => {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && CARD_PATH.test(url.pathname);
    }, 'imageUrl must be a card of this site (/api/reports/{id}/card or /api/journal/year/{year}/card)'),
  mimeType: z.literal('image/png'),
  fileName: z.string().regex(/^[a-z0-9-]{1,80}\.png$/, 'fileName must be a plain .png name'),
  text: z.string().min(1).max(SHARE_TEXT_MAX),
  url: z.string().max(1000).url().startsWith('https://').optional(),
}) satisfies z.ZodType<ShareMessage>;

/** Parses a message the page posted; the message or the first problem, said in words. */
export function parseShareMessage(data: unknown): { ok: true; message: ShareMessage } | { ok: false; problem: string } {
  const parsed = shareMessageSchema.safeParse(data);
  if (parsed.success) return { ok: true, message: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, problem: `${issue?.path.join('.') || 'message'}: ${issue?.message ?? 'invalid'}` };
}
