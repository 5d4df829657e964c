'use client';

import { useEffect, useState } from 'react';
import { fetchDraft, sendDraft } from '@/lib/drafts/client';
import { DraftQueue } from '@/lib/drafts/queue';
import type { DraftKind, DraftOf } from '@/lib/drafts/types';

interface DraftAccess {
  token: string | null;
  purchaseId: string | null;
  /** a stored report opened by its id has nothing left to draft */
  reportId: string | null;
}

export type DraftState<K extends DraftKind> = { loading: true } | { loading: false; draft: DraftOf[K] | null };

/**
 * A report page's progress, kept on the server per purchase until the report exists (issue 27), so
 * back, reload or a new web-view session continue where the person left off. `state.draft` is what
 * was kept when the page opened; `save` keeps a newer one after `delayMs` (0: at once; typing waits
 * a moment), one request at a time, the newest winning (lib/drafts/queue.ts); whatever is not sent
 * yet goes out (keepalive) when the page is hidden or left. `flush` sends it now. Without a token or
 * a purchase (the local development bypass) nothing is kept.
 */
export function useReportDraft<K extends DraftKind>(kind: K, { token, purchaseId, reportId }: DraftAccess, { delayMs = 0 }: { delayMs?: number } = {}) {
  const enabled = Boolean(token && purchaseId && !reportId);
  const [state, setState] = useState<DraftState<K>>(() => (enabled ? { loading: true } : { loading: false, draft: null }));
  const [queue] = useState(() => new DraftQueue(kind, sendDraft));

  useEffect(() => {
    queue.setTarget(token && purchaseId && !reportId ? { token, purchaseId } : null);
    if (!token || !purchaseId || reportId) return;
    let live = true;
    fetchDraft(kind, purchaseId, token).then((draft) => {
      if (live) setState({ loading: false, draft });
    });
    return () => {
      live = false;
    };
  }, [queue, kind, token, purchaseId, reportId]);

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

  return { state, save: (draft: DraftOf[K]) => queue.save(draft, delayMs), flush: () => void queue.flush() };
}
