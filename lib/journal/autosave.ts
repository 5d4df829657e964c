/**
 * Saving a note as the person types (client-safe, no imports): the text goes to local storage at
 * once and to the server a moment after the typing stops. The local draft is removed only when the
 * server has confirmed that very text, so a failed request loses nothing: it is tried again, a
 * little later each time, and the draft is still there if the page is closed meanwhile.
 */

export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

/** Where drafts are kept; window.localStorage in the browser (null when storage is refused). */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = 'journal-draft:';

/** The storage key of a note's draft: a new note under a reading, or an existing note by its id. */
export const draftKey = (scope: { subject: string } | { noteId: string }): string =>
  'noteId' in scope ? `${PREFIX}note:${scope.noteId}` : `${PREFIX}new:${scope.subject}`;

export function readDraft(storage: DraftStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeDraft(storage: DraftStorage | null, key: string, text: string | null): void {
  try {
    if (text === null) storage?.removeItem(key);
    else storage?.setItem(key, text);
  } catch {
    // storage full or refused: the server copy is the only one, as without drafts
  }
}

export interface AutosaverOptions {
  storage: DraftStorage | null;
  /** the draft's key; it may change once (a new note's first save gives it an id) */
  key: () => string;
  /** sends the text; resolves true when the server has it */
  persist: (text: string) => Promise<boolean>;
  onState: (state: SaveState) => void;
  /** quiet time after the last keystroke before saving */
  delayMs?: number;
  /** the first retry after a failure; doubled each time up to maxRetryMs */
  retryMs?: number;
  maxRetryMs?: number;
}

export interface Autosaver {
  /** the person typed: keep the draft now, save after a pause */
  update(text: string): void;
  /** save now what is pending (the page is going away, or the box lost focus) */
  flush(): Promise<void>;
  /** stop the timers (the editor is gone); the draft stays if unsaved */
  dispose(): void;
}

export function createAutosaver({ storage, key, persist, onState, delayMs = 800, retryMs = 2000, maxRetryMs = 30_000 }: AutosaverOptions): Autosaver {
  let latest: string | null = null;
  let saving: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let nextRetry = retryMs;
  let disposed = false;

  const schedule = (ms: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void run();
    }, ms);
  };

  async function run(): Promise<void> {
    if (disposed || latest === null) return;
    if (saving) {
      await saving; // one request at a time; the newer text goes after it
      return run();
    }
    const text = latest;
    onState('saving');
    saving = (async () => {
      const ok = await persist(text).catch(() => false);
      if (disposed) return;
      if (!ok) {
        onState('failed');
        schedule(nextRetry);
        nextRetry = Math.min(nextRetry * 2, maxRetryMs);
        return;
      }
      nextRetry = retryMs;
      if (latest === text) {
        latest = null;
        writeDraft(storage, key(), null);
        onState('saved');
      } else if (latest !== null) {
        writeDraft(storage, key(), latest); // typed on while it saved: kept under the (maybe new) key
      }
    })();
    try {
      await saving;
    } finally {
      saving = null;
    }
  }

  return {
    update(text) {
      latest = text;
      writeDraft(storage, key(), text);
      onState('pending');
      schedule(delayMs);
    },
    async flush() {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      await run();
    },
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
    },
  };
}
