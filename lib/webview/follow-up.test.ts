import { describe, expect, it, vi } from 'vitest';
import { postToApp } from './bridge';
import { addDays, followUpCancelSchema, followUpSchedule, followUpScheduleSchema } from './follow-up';

const noteId = '3f0c2a8e-5b1d-4c7e-9a2f-1d2e3f4a5b6c';

describe('the follow-up bridge messages', () => {
  it('builds FOLLOW_UP_SCHEDULE for a note: its id, the due date, a title and the journal page to open, in the page’s language', () => {
    const message = followUpSchedule({ noteId, due: addDays('2026-11-28', 30), title: '그 뒤로 어떻게 되었나요?', subject: 'cast:789667', locale: 'ko' });
    expect(message).toEqual({ type: 'FOLLOW_UP_SCHEDULE', noteId, due: '2026-12-28', title: '그 뒤로 어떻게 되었나요?', path: '/journal?write=cast:789667' });
    expect(followUpSchedule({ noteId, due: '2027-01-01', title: 'How did it turn out?', subject: `report:${noteId}`, locale: 'en' }).path).toBe(`/en/journal?write=report:${noteId}`);
    const postMessage = vi.fn();
    expect(postToApp(message, { ReactNativeWebView: { postMessage } })).toBe(true);
    expect(followUpScheduleSchema.parse(JSON.parse(postMessage.mock.calls[0]![0]))).toEqual(message);
  });

  it('refuses what the app must not act on: another site’s path, a bad date or id, extra fields', () => {
    const base = { type: 'FOLLOW_UP_SCHEDULE', noteId, due: '2026-12-28', title: 'x', path: '/journal?write=cast:789667' };
    expect(followUpScheduleSchema.safeParse(base).success).toBe(true);
    for (const bad of [
      { ...base, path: 'https://evil.example/journal?write=cast:789667' },
      { ...base, path: '//evil.example/journal' },
      { ...base, path: '/journal?write=cast:123456' },
      { ...base, due: 'tomorrow' },
      { ...base, noteId: '1' },
      { ...base, title: '' },
      { ...base, text: 'the note itself' },
    ]) {
      expect(followUpScheduleSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(followUpCancelSchema.parse({ type: 'FOLLOW_UP_CANCEL', noteId })).toEqual({ type: 'FOLLOW_UP_CANCEL', noteId });
    expect(followUpCancelSchema.safeParse({ type: 'FOLLOW_UP_CANCEL', noteId: 'x' }).success).toBe(false);
  });

  it('counts days across a month and a year', () => {
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
