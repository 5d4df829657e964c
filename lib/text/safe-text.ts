import { z } from 'zod';

/**
 * Text the app stores or forwards must be well-formed: no NUL (PostgreSQL text and jsonb refuse
 * it) and no unpaired UTF-16 surrogate (not valid Unicode; jsonb and UTF-8 encoders refuse or
 * mangle it). One check, used by every schema that takes free text, so such input is a 400 with
 * this message instead of a database failure.
 */
export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates (invalid Unicode)';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The path of the first unsafe string in a JSON value (keys included), '' for the value itself,
 * or null when every string is safe.
 */
export function findUnsafeText(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path.join('.');
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) return [...path, key].join('.');
      const found = findUnsafeText(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** A zod string that refuses NUL and lone surrogates. */
export const safeString = () => z.string().refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE, abort: true });

/** A refinement for any JSON value: every string inside it (and every key) must be safe text. */
export function refineSafeJson(value: unknown, ctx: z.RefinementCtx): void {
  const at = findUnsafeText(value);
  if (at !== null) ctx.addIssue({ code: 'custom', message: at ? `${at} ${UNSAFE_TEXT_MESSAGE}` : UNSAFE_TEXT_MESSAGE });
}

/**
 * For logs: an error's kind, code and the first line of its message (cut short), and stack frames
 * without the message, so request input that a library copied into an error is not logged whole.
 */
export function describeErrorForLog(error: unknown): string {
  if (!(error instanceof Error)) return `non-error thrown (${typeof error})`;
  const code = (error as { code?: unknown }).code;
  const firstLine = error.message.split('\n', 1)[0] ?? '';
  const message = firstLine.length > 160 ? `${firstLine.slice(0, 160)}…` : firstLine;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 8).join('\n');
  return `${error.name}${typeof code === 'string' ? ` [${code}]` : ''}: ${JSON.stringify(message)}\n${frames}`;
}
