/**
 * The browser's side of /api/drafts: read the progress kept for a purchase's report, and keep a
 * newer one. Client-safe (types only from the server side). Nothing throws.
 */
import { apiFetch } from '@/lib/api/client';
import type { DraftKind, DraftOf } from './types';

/** The kept draft; null when there is none (or it cannot be read now: the person starts afresh). */
export async function fetchDraft<K extends DraftKind>(kind: K, purchaseId: string, token: string): Promise<DraftOf[K] | null> {
  const query = new URLSearchParams({ purchaseId, kind });
  const body = await apiFetch<{ draft?: DraftOf[K] | null }>(`/api/drafts?${query}`, { token }).catch(() => null);
  return body?.draft ?? null;
}

/**
 * Keeps a draft; true once the server answered (kept, or a newer one was already kept). `keepalive`
 * lets the request outlive the page (sent as the page goes away: back, reload, the app closing).
 */
export async function sendDraft<K extends DraftKind>(
  save: { kind: K; purchaseId: string; draft: DraftOf[K]; revision: number },
  token: string,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<boolean> {
  try {
    const response = await fetch('/api/drafts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(save),
      cache: 'no-store',
      keepalive,
    });
    // 409: the report is already made; nothing more to keep
    return response.ok || response.status === 409;
  } catch {
    return false;
  }
}
