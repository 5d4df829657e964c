import { describe, expect, it } from 'vitest';
import { sendDraft } from './client';

/** sendDraft against a fetch that answers with this status and body, and what it was sent. */
async function sent(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  const outcome = await sendDraft({ kind: 'current_insight', purchaseId: 'p', draft: { question: 'q' }, revision: 1 }, 'tok', { fetchImpl });
  return { outcome, calls };
}

describe('sendDraft', () => {
  it('says crisis when the server refuses the draft for what it says (422 crisis_support)', async () => {
    const { outcome, calls } = await sent(422, { error: { code: 'crisis_support', message: 'This text speaks of ending a life or of self-harm.' } });
    expect(outcome).toBe('crisis');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/drafts');
  });

  it('says kept for 2xx and 409 (the report exists), and to try again for anything else', async () => {
    expect((await sent(200, { saved: true })).outcome).toBe(true);
    expect((await sent(200, { saved: false })).outcome).toBe(true);
    expect((await sent(409, { error: { code: 'conflict', message: 'stored' } })).outcome).toBe(true);
    expect((await sent(400, { error: { code: 'invalid_input', message: 'bad' } })).outcome).toBe(false);
    expect((await sent(503, undefined)).outcome).toBe(false);
  });
});
