/**
 * The landing page's view of the address fragment, as an external store: the hash itself, and
 * the code of an auth error that was cleared from it (kept so its notice can still be shown).
 */
type Snapshot = { hash: string; clearedErrorCode: string | null };

const listeners = new Set<() => void>();
let clearedErrorCode: string | null = null;
let snapshot: Snapshot = { hash: '', clearedErrorCode: null };

function read(): Snapshot {
  const hash = window.location.hash;
  if (snapshot.hash !== hash || snapshot.clearedErrorCode !== clearedErrorCode) snapshot = { hash, clearedErrorCode };
  return snapshot;
}

function notify() {
  for (const listener of listeners) listener();
}

export const fragmentStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    window.addEventListener('hashchange', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('hashchange', listener);
    };
  },
  getSnapshot: read,
  getServerSnapshot: (): Snapshot => ({ hash: '', clearedErrorCode: null }),
  /** Removes the fragment from the address (no navigation), remembering an error's code. */
  clear(errorCode: string | null) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    clearedErrorCode = errorCode;
    notify();
  },
  dismissError() {
    clearedErrorCode = null;
    notify();
  },
};
