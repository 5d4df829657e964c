import { lazy, Suspense, type ComponentProps } from 'react';

// "Keep this result" sits under a finished result: its code loads when a result is shown, not with
// the report page (the report pages' client-JS budgets, bench/budgets.json).
const Lazy = lazy(() => import('./keep-result').then((m) => ({ default: m.KeepResult })));

export function KeepResultSection(props: ComponentProps<typeof Lazy>) {
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
