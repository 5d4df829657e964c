import 'client-only';
import { useEffect, useState } from 'react';
import { sendDraft } from '@/lib/drafts/client';
import { DraftQueue } from '@/lib/drafts/queue';
import type { DraftKind, DraftOf } from '@/lib/drafts/types';

export interface DraftAccess {
  token: string | null;
  purchaseId: string | null;
  /** a stored report opened by its id has nothing left to draft */
  reportId: string | null;
}

/** Whose draft a page keeps: the purchase it opened on, with a token; none for a stored report or the development bypass. */
export function draftTarget({ token, purchaseId, reportId }: DraftAccess): { token: string; purchaseId: string } | null {
  return token && purchaseId && !reportId ? { token, purchaseId } : null;
}

/**
 * Keeps a report page's progress on the server per purchase until the report exists, so
 * back, reload or a new web-view session continue where the person left off (the page reads it
 * back with fetchDraft, lib/drafts/client.ts). `save` keeps a newer draft after `delayMs` (0: at
 * once; typing waits a moment), one request at a time, the newest winning (lib/drafts/queue.ts);
 * whatever is not sent yet goes out (keepalive) when the page is hidden or left. `flush` sends it
 * now. Without a target (see draftTarget) nothing is kept. `onCrisis`: the server refused a draft
 * because a text speaks of suicide or self-harm (it kept nothing and wiped the draft before; that
 * draft is never sent again): the page shows the care screen.
 */
export function useReportDraft<K extends DraftKind>(kind: K, access: DraftAccess, { delayMs = 0, onCrisis }: { delayMs?: number; onCrisis?: () => void } = {}) {
  const [queue] = useState(() => new DraftQueue(kind, sendDraft));
  const target = draftTarget(access);
  const token = target?.token ?? null;
  const purchaseId = target?.purchaseId ?? null;

  useEffect(() => {
    queue.setTarget(token && purchaseId ? { token, purchaseId } : null);
  }, [queue, token, purchaseId]);

  useEffect(() => {
    queue.setCrisisHandler(onCrisis ?? null);
  }, [queue, onCrisis]);

  useEffect(() => {
    const away = () => void queue.flush(true);
    const hidden = () => {
      if (document.visibilityState === 'hidden') away();
    };
    window.addEventListener('pagehide', away);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', away);
      document.removeEventListener('visibilitychange', hidden);
      away();
    };
  }, [queue]);

  return { save: (draft: DraftOf[K]) => queue.save(draft, delayMs), flush: () => void queue.flush() };
}
