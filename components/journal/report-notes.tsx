import { lazy, Suspense } from 'react';

// the note box sits under a finished, stored report: its code loads when such a report is shown,
// not with the report page (the report pages' client-JS budgets, bench/budgets.json)
const Lazy = lazy(() => import('./note-editor').then((m) => ({ default: m.NoteEditor })));

/** The person's own notes under a stored report (nothing when the report was not stored or there is no token). */
export function ReportNotes({ reportId, token }: { reportId: string | null | undefined; token: string | null }) {
  if (!reportId || !token) return null;
  return (
    <Suspense fallback={null}>
      <Lazy subject={{ kind: 'report', id: reportId }} token={token} />
    </Suspense>
  );
}
