import { describe, expect, it } from 'vitest';
import type { DraftSent } from './client';
import { DraftQueue } from './queue';

/** A fake server: each request waits until the test answers it. */
function fakeServer() {
  const requests: { draft: unknown; revision: number; keepalive: boolean; answer: (sent: DraftSent) => void }[] = [];
  const send = (save: { draft: unknown; revision: number }, _token: string, { keepalive }: { keepalive: boolean }) =>
    new Promise<DraftSent>((answer) => requests.push({ draft: save.draft, revision: save.revision, keepalive, answer }));
  return { requests, send };
}

function fakeTimers(start = 1_000) {
  let now = start;
  const pending = new Map<number, () => void>();
  let id = 0;
  return {
    timers: {
      setTimeout: (fn: () => void) => (pending.set(++id, fn), id),
      clearTimeout: (handle: unknown) => void pending.delete(handle as number),
      now: () => now,
    },
    fire: () => {
      const fns = [...pending.values()];
      pending.clear();
      fns.forEach((fn) => fn());
    },
    tick: (ms: number) => (now += ms),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('DraftQueue', () => {
  it('sends one request at a time and then only the newest draft, with growing revisions', async () => {
    const server = fakeServer();
    const clock = fakeTimers();
    const queue = new DraftQueue('book_insight', server.send, clock.timers);
    queue.setTarget({ token: 't', purchaseId: 'p' });
    queue.save({ answers: [1] });
    queue.save({ answers: [1, 2] });
    queue.save({ answers: [1, 2, 3] });
    expect(server.requests.map((r) => r.draft)).toEqual([{ answers: [1] }]);
    server.requests[0]!.answer(true);
    await settle();
    expect(server.requests.map((r) => r.draft)).toEqual([{ answers: [1] }, { answers: [1, 2, 3] }]);
    expect(server.requests[1]!.revision).toBeGreaterThan(server.requests[0]!.revision);
  });

  it('waits for typing to pause, and sends at once (keepalive) when the page goes away', async () => {
    const server = fakeServer();
    const clock = fakeTimers();
    const queue = new DraftQueue('current_insight', server.send, clock.timers);
    queue.setTarget({ token: 't', purchaseId: 'p' });
    queue.save({ question: 'Sh' }, 800);
    queue.save({ question: 'Should I' }, 800);
    expect(server.requests).toHaveLength(0);
    clock.fire();
    expect(server.requests.map((r) => r.draft)).toEqual([{ question: 'Should I' }]);
    queue.save({ question: 'Should I move?' }, 800);
    // the page is left while a request is in flight: the newest goes out anyway, kept alive
    void queue.flush(true);
    expect(server.requests.map((r) => [r.draft, r.keepalive])).toEqual([
      [{ question: 'Should I' }, false],
      [{ question: 'Should I move?' }, true],
    ]);
  });

  it('keeps a draft whose send failed for the next try, and keeps nothing without a purchase', async () => {
    const server = fakeServer();
    const queue = new DraftQueue('plan_insight', server.send, fakeTimers().timers);
    queue.save({ plans: { '2025': 'a', '2026': '', '2027': '' } });
    expect(server.requests).toHaveLength(0);
    queue.setTarget({ token: 't', purchaseId: 'p' });
    queue.save({ plans: { '2025': 'a', '2026': 'b', '2027': '' } });
    server.requests[0]!.answer(false);
    await settle();
    void queue.flush(true);
    expect(server.requests.map((r) => r.draft)).toEqual([
      { plans: { '2025': 'a', '2026': 'b', '2027': '' } },
      { plans: { '2025': 'a', '2026': 'b', '2027': '' } },
    ]);
    expect(server.requests[1]!.revision).toBe(server.requests[0]!.revision);
  });

  it('never sends again a draft the server refused as a crisis, and tells the page (the care screen)', async () => {
    const server = fakeServer();
    const queue = new DraftQueue('current_insight', server.send, fakeTimers().timers);
    let told = 0;
    queue.setCrisisHandler(() => (told += 1));
    queue.setTarget({ token: 't', purchaseId: 'p' });
    queue.save({ question: 'the crisis text' });
    server.requests[0]!.answer('crisis');
    await settle();
    expect(told).toBe(1);
    // not kept for a later try: the page going away sends nothing
    await queue.flush(true);
    expect(server.requests).toHaveLength(1);
    // what the person types next is sent on its own merits
    queue.save({ question: 'Should I move to Busan?' });
    expect(server.requests.map((r) => r.draft)).toEqual([{ question: 'the crisis text' }, { question: 'Should I move to Busan?' }]);
  });

  it('sends a newer draft typed while the refused one was in flight', async () => {
    const server = fakeServer();
    const queue = new DraftQueue('plan_insight', server.send, fakeTimers().timers);
    let told = 0;
    queue.setCrisisHandler(() => (told += 1));
    queue.setTarget({ token: 't', purchaseId: 'p' });
    queue.save({ plans: { '2025': 'x', '2026': '', '2027': '' } });
    queue.save({ plans: { '2025': 'y', '2026': '', '2027': '' } });
    server.requests[0]!.answer('crisis');
    await settle();
    expect(told).toBe(1);
    expect(server.requests.map((r) => r.draft)).toEqual([
      { plans: { '2025': 'x', '2026': '', '2027': '' } },
      { plans: { '2025': 'y', '2026': '', '2027': '' } },
    ]);
  });
});
