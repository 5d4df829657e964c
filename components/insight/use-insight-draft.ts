import 'client-only';
import { useEffect, useState } from 'react';
import { draftTarget, useReportDraft } from '@/components/report/use-report-draft';
import { fetchDraft } from '@/lib/drafts/client';
import { DRAFT_TYPING_DELAY_MS, type DraftOf } from '@/lib/drafts/types';
import type { FlowAccess } from './insight-flow';

/**
 * The question or the plans as typed, kept on the server per purchase until the report exists
 *: `restore` gets the kept draft once, before the form shows (`restored`); `save` keeps
 * each edit once typing pauses; `flush` sends it now (before the check, so a reload right after
 * still has it). A failed generation leaves the draft in place: the question stays filled in.
 * `onCrisis`: the server refused a draft as speaking of suicide or self-harm (useReportDraft).
 */
export function useInsightDraft<K extends 'current_insight' | 'plan_insight'>(kind: K, access: FlowAccess, restore: (draft: DraftOf[K]) => void, onCrisis?: () => void) {
  const { save, flush } = useReportDraft(kind, access, { delayMs: DRAFT_TYPING_DELAY_MS, ...(onCrisis ? { onCrisis } : {}) });
  const [restored, setRestored] = useState(() => draftTarget(access) === null);
  const [restoreOnce] = useState(() => restore);
  const { token, purchaseId, reportId } = access;

  useEffect(() => {
    const target = draftTarget({ token, purchaseId, reportId });
    if (!target) return;
    let live = true;
    fetchDraft(kind, target.purchaseId, target.token).then((draft) => {
      if (!live) return;
      if (draft) restoreOnce(draft);
      setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [kind, token, purchaseId, reportId, restoreOnce]);

  return { restored, save, flush };
}
