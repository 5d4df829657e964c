import { describe, expect, it } from 'vitest';
import { noteScreen, screenCounts } from './screen-log';

describe('the crisis screen counts', () => {
  it('counts every screened input per surface and logs a crisis with the running counts, never the text', () => {
    const lines: string[] = [];
    const before = screenCounts().notify ?? { screened: 0, crisis: 0 };
    noteScreen('notify', false, (line) => lines.push(line));
    expect(lines).toEqual([]);
    const after = noteScreen('notify', true, (line) => lines.push(line));
    expect(after).toEqual({ screened: before.screened + 2, crisis: before.crisis + 1 });
    expect(lines).toEqual([`[safety] crisis screen on notify: care screen shown (${before.crisis + 1} of ${before.screened + 2} screened on notify since start)`]);
    expect(screenCounts().notify).toEqual(after);
  });
});
