/**
 * The browser's side of /api/drafts: read the progress kept for a purchase's report, and keep a
 * newer one. Client-safe (types only from the server side). Nothing throws (lib/api/client.ts callApi).
 */
import { callApi } from '@/lib/api/client';
import type { DraftKind, DraftOf } from './types';

/** The kept draft; null when there is none (or it cannot be read now: the person starts afresh). */
export async function fetchDraft<K extends DraftKind>(kind: K, purchaseId: string, token: string): Promise<DraftOf[K] | null> {
  const query = new URLSearchParams({ purchaseId, kind });
  const answer = await callApi<{ draft?: DraftOf[K] | null } | null>(`/api/drafts?${query}`, { token });
  return (answer.ok && answer.value?.draft) || null;
}

/**
 * What became of a draft sent: true once the server answered (kept, or a newer one was already
 * kept), false when it should be sent again later, 'crisis' when the server refused it because a
 * text speaks of suicide or self-harm (422 crisis_support: it kept nothing and wiped the draft
 * before; the page shows the care screen and never sends that draft again).
 */
export type DraftSent = boolean | 'crisis';

/**
 * Keeps a draft (see DraftSent). `keepalive` lets the request outlive the page (sent as the page
 * goes away: back, reload, the app closing).
 */
export async function sendDraft<K extends DraftKind>(
  save: { kind: K; purchaseId: string; draft: DraftOf[K]; revision: number },
  token: string,
  { keepalive = false, fetchImpl }: { keepalive?: boolean; fetchImpl?: typeof fetch } = {},
): Promise<DraftSent> {
  const answer = await callApi('/api/drafts', { method: 'POST', token, body: save, keepalive, ...(fetchImpl ? { fetchImpl } : {}) });
  if (!answer.ok && answer.error.code === 'crisis_support') return 'crisis';
  const status = answer.ok ? 200 : answer.error.status;
  // any 2xx is kept (also one without a JSON body); 409: the report is already made, nothing more to keep
  return (status >= 200 && status < 300) || status === 409;
}
