import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosaver, draftKey, readDraft, type DraftStorage, type SaveState } from './autosave';

class MemoryStorage implements DraftStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('createAutosaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp(answers: boolean[]) {
    const storage = new MemoryStorage();
    const sent: string[] = [];
    const states: SaveState[] = [];
    const key = draftKey({ subject: 'cast:789667' });
    const saver = createAutosaver({
      storage,
      key: () => key,
      persist: async (text) => {
        sent.push(text);
        return answers.shift() ?? true;
      },
      onState: (s) => states.push(s),
      delayMs: 800,
      retryMs: 1000,
    });
    return { storage, sent, states, key, saver };
  }

  it('keeps the draft at once and saves once the typing pauses; the draft goes when the server has the text', async () => {
    const { storage, sent, states, key, saver } = setUp([true]);
    saver.update('오늘');
    saver.update('오늘 결심했다');
    expect(readDraft(storage, key)).toBe('오늘 결심했다');
    await vi.advanceTimersByTimeAsync(799);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['오늘 결심했다']);
    expect(readDraft(storage, key)).toBeNull();
    expect(states.at(-1)).toBe('saved');
  });

  it('never loses the text on a failed request: the draft stays and the save is tried again, later each time', async () => {
    const { storage, sent, states, key, saver } = setUp([false, false, true]);
    saver.update('한 달 뒤');
    await vi.advanceTimersByTimeAsync(800);
    expect(states.at(-1)).toBe('failed');
    expect(readDraft(storage, key)).toBe('한 달 뒤');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(2);
    expect(readDraft(storage, key)).toBe('한 달 뒤');
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toHaveLength(2); // the second retry waits twice as long
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['한 달 뒤', '한 달 뒤', '한 달 뒤']);
    expect(readDraft(storage, key)).toBeNull();
    expect(states.at(-1)).toBe('saved');
  });

  it('a request that throws counts as failed; flush saves at once; dispose stops retrying and keeps the draft', async () => {
    const storage = new MemoryStorage();
    const states: SaveState[] = [];
    const persist = vi.fn(async () => {
      throw new Error('offline');
    });
    const saver = createAutosaver({ storage, key: () => 'k', persist, onState: (s) => states.push(s) });
    saver.update('x');
    await saver.flush();
    expect(persist).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toBe('failed');
    saver.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(storage.getItem('k')).toBe('x');
  });

  it('text typed while a save is under way is saved after it, and kept under the note’s new key', async () => {
    const storage = new MemoryStorage();
    let release: (ok: boolean) => void = () => undefined;
    let current = 'new';
    const sent: string[] = [];
    const saver = createAutosaver({
      storage,
      key: () => current,
      persist: (text) => {
        sent.push(text);
        if (sent.length === 1)
          return new Promise<boolean>((resolve) => {
            release = (ok) => {
              current = 'note'; // the first save gave the note its id
              storage.removeItem('new');
              resolve(ok);
            };
          });
        return Promise.resolve(true);
      },
      onState: () => undefined,
    });
    saver.update('a');
    await vi.advanceTimersByTimeAsync(800);
    saver.update('ab');
    release(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.getItem('note')).toBe('ab');
    await vi.advanceTimersByTimeAsync(800);
    expect(sent).toEqual(['a', 'ab']);
    expect(storage.getItem('note')).toBeNull();
  });

  it('works without storage (refused in a locked-down web view)', async () => {
    const broken: DraftStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDraft(broken, 'k')).toBeNull();
    const sent: string[] = [];
    const saver = createAutosaver({ storage: broken, key: () => 'k', persist: async (t) => Boolean(sent.push(t)), onState: () => undefined });
    saver.update('x');
    await saver.flush();
    expect(sent).toEqual(['x']);
  });
});
