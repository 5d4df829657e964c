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
 * or null when every string is safe. Walks with its own stack, not by recursion, so a value nested
 * thousands of levels deep (a 60 KB request body can hold 5,000) is read to the end instead of
 * overflowing the call stack (that was a 503).
 */
export function findUnsafeText(value: unknown, path: string[] = []): string | null {
  interface Step {
    value: unknown;
    key: string | null;
    parent: Step | null;
    /** only the key is to be checked (before its value, as the value of the key before it) */
    keyOnly?: boolean;
  }
  const pathOf = (step: Step, last?: string): string => {
    const keys: string[] = last === undefined ? [] : [last];
    for (let at: Step | null = step; at && at.key !== null; at = at.parent) keys.push(at.key);
    return [...path, ...keys.reverse()].join('.');
  };
  // depth first, in document order: children are pushed in reverse
  const stack: Step[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const item = step.value;
    if (step.keyOnly) {
      if (!isSafeText(step.key!)) return pathOf(step.parent!, step.key!);
    } else if (typeof item === 'string') {
      if (!isSafeText(item)) return pathOf(step);
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push({ value: item[i], key: String(i), parent: step });
    } else if (typeof item === 'object' && item !== null) {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        stack.push({ value: child, key, parent: step }, { value: undefined, key, parent: step, keyOnly: true });
      }
    }
  }
  return null;
}

/** How deeply a JSON value nests (a scalar is 0, `{}` and `[]` are 1), counted without recursion. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
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
