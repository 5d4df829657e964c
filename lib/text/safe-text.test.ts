import { describe, expect, it } from 'vitest';
import { checkRequestSchema, currentInsightRequestSchema } from '@/lib/insight/schemas';
import { notifySchema } from '@/lib/notify/notify';
import { quizSubmissionSchema } from '@/lib/quiz/results';
import { describeErrorForLog, findUnsafeText, isSafeText, UNSAFE_TEXT_MESSAGE } from './safe-text';

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
