import { describe, expect, it } from 'vitest';
import { checkRequestSchema, currentInsightRequestSchema } from '@/lib/insight/schemas';
import { notifySchema } from '@/lib/notify/notify';
import { quizSubmissionSchema } from '@/lib/quiz/results';
import { describeErrorForLog, findUnsafeText, isSafeText, jsonDepth, UNSAFE_TEXT_MESSAGE } from './safe-text';

describe('safe text', () => {
  it('refuses NUL and unpaired surrogates, and keeps every well-formed text (Korean, hanja, emoji)', () => {
    for (const bad of ['a\u0000b', '\ud800', 'x\udc00', '\ud83d', 'end\ud83d', '\ude00start']) expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['', '결 Gyeol', '乾為天', '😀 ok', 'line\nbreak\ttab']) expect(isSafeText(good), good).toBe(true);
  });

  it('finds the first unsafe string in a JSON value, keys included', () => {
    expect(findUnsafeText({ a: ['ok', { b: 'x\u0000' }] })).toBe('a.1.b');
    expect(findUnsafeText({ ['k\ud800']: 1 })).toBe('k\ud800');
    expect(findUnsafeText('bad\u0000')).toBe('');
    expect(findUnsafeText({ a: [1, true, null, '한글'] })).toBeNull();
    // keys and values in document order: the subtree of an earlier key before a later key
    expect(findUnsafeText({ a: { b: 'x\u0000' }, ['k\u0000']: 1 })).toBe('a.b');
    expect(findUnsafeText({ a: 'ok' }, ['data'])).toBeNull();
    expect(findUnsafeText({ a: ['\ud800'] }, ['data'])).toBe('data.a.0');
  });

  it('reads a value nested 5,000 and 200,000 levels deep without overflowing the stack', () => {
    // what a 60 KB sign-up body can hold: {"a":{"a":…}} 5,000 deep (the recursive walk threw RangeError)
    const deep = JSON.parse(`${'{"a":'.repeat(5000)}"x\\u0000"${'}'.repeat(5000)}`) as unknown;
    expect(findUnsafeText(deep)).toBe(Array(5000).fill('a').join('.'));
    let deeper: unknown = 'fine';
    for (let i = 0; i < 200_000; i++) deeper = [deeper];
    expect(findUnsafeText(deeper)).toBeNull();
    expect(jsonDepth(deeper)).toBe(200_000);
    expect([jsonDepth('x'), jsonDepth({}), jsonDepth({ a: [1, { b: 2 }] })]).toEqual([0, 1, 3]);
  });

  it('is the one check of notify details, insight questions and quiz answers', () => {
    const notify = notifySchema.safeParse({ message: 'Current Insight', reasons: ['other'], details: 'hi\u0000' });
    expect(notify.success).toBe(false);
    expect(notify.error?.issues[0]).toMatchObject({ path: ['details'], message: UNSAFE_TEXT_MESSAGE });
    expect(notifySchema.safeParse({ message: 'x\ud800', reasons: ['other'] }).error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
    expect(checkRequestSchema.safeParse({ userInput: 'why\ud83d?' }).error?.issues[0]).toMatchObject({ path: ['userInput'], message: UNSAFE_TEXT_MESSAGE });
    expect(
      currentInsightRequestSchema.safeParse({ situation: 'a\u0000', purchaseId: '3f0c2a4e-8d1b-4c55-9a1e-2b7d6f0e9c11' }).error?.issues.some((i) => i.message === UNSAFE_TEXT_MESSAGE),
    ).toBe(true);
    expect(quizSubmissionSchema.safeParse({ quiz: 'book', answers: ['a\u0000'] }).error?.issues[0]?.message).toBe(`0 ${UNSAFE_TEXT_MESSAGE}`);
    expect(notifySchema.safeParse({ message: '보고서', reasons: ['other'], details: '괜찮아요 😀' }).success).toBe(true);
  });

  it('logs an error without the input a library copied into its message', () => {
    const secretInput = `x${'y'.repeat(5000)}`;
    const logged = describeErrorForLog(Object.assign(new Error(`invalid input: ${secretInput}\nDETAIL: ${secretInput}`), { code: '22P05' }));
    expect(logged.startsWith('Error [22P05]: "invalid input: xyyy')).toBe(true);
    expect(logged.length).toBeLessThan(2000);
    expect(logged).not.toContain('DETAIL');
    expect(logged).toMatch(/\n\s+at /);
  });
});
