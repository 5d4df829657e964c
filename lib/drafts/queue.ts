/**
 * The saving side of a report page's draft, without React: one request at a time, the
 * newest draft winning, a delay for typing, and a last send that outlives the page. Client-safe.
 */
import type { DraftSent } from './client';
import type { DraftKind, DraftOf } from './types';

type Send<K extends DraftKind> = (save: { kind: K; purchaseId: string; draft: DraftOf[K]; revision: number }, token: string, options: { keepalive: boolean }) => Promise<DraftSent>;

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
}

export class DraftQueue<K extends DraftKind> {
  private target: { token: string; purchaseId: string } | null = null;
  private unsent: { draft: DraftOf[K]; revision: number } | null = null;
  private sending = false;
  private timer: unknown;
  private revision = 0;
  private onCrisis: (() => void) | null = null;

  constructor(
    private readonly kind: K,
    private readonly sendDraft: Send<K>,
    private readonly timers: Timers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number), now: () => Date.now() },
  ) {}

  /** Whose purchase the drafts are kept for; null keeps nothing (no token, no purchase). */
  setTarget(target: { token: string; purchaseId: string } | null): void {
    this.target = target;
  }

  /** Who is told when the server refuses a draft as a crisis (the page shows the care screen). */
  setCrisisHandler(handler: (() => void) | null): void {
    this.onCrisis = handler;
  }

  /** Keeps a newer draft: sent after delayMs (0: at once). Its revision grows with every edit and across sessions (it starts from the clock). */
  save(draft: DraftOf[K], delayMs = 0): void {
    if (!this.target) return;
    this.revision = Math.max(this.timers.now(), this.revision + 1);
    this.unsent = { draft, revision: this.revision };
    this.timers.clearTimeout(this.timer);
    if (delayMs > 0) this.timer = this.timers.setTimeout(() => void this.flush(), delayMs);
    else void this.flush();
  }

  /** Sends what is not sent yet. keepalive: the page is going away (the request outlives it, and does not wait for one in flight). */
  async flush(keepalive = false): Promise<void> {
    this.timers.clearTimeout(this.timer);
    const target = this.target;
    const next = this.unsent;
    if (!target || !next) return;
    if (this.sending && !keepalive) return; // sent when the current request ends
    this.unsent = null;
    this.sending = true;
    const ok = await this.sendDraft({ kind: this.kind, purchaseId: target.purchaseId, ...next }, target.token, { keepalive }).catch(() => false); // an injected sender may throw: unsent, tried again below
    this.sending = false;
    if (ok === 'crisis') {
      // refused for what it says: never sent again (nothing of it is kept anywhere); the page
      // shows the care screen; a newer draft typed since goes on its own merits
      this.onCrisis?.();
      if (this.unsent) await this.flush();
      return;
    }
    // a failed send is tried again with the next save or as the page goes; a newer draft goes now
    if (!ok && !this.unsent) this.unsent = next;
    else if (ok && this.unsent) await this.flush();
  }
}
