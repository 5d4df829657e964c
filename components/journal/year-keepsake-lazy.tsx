'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

// The year's keepsake card sits at the end of the year page: its code loads when the page is
// shown, not with the page's first load (bench/budgets.json, /[locale]/journal/[year]).
const Lazy = lazy(() => import('./year-keepsake').then((m) => ({ default: m.YearKeepsake })));

export function YearKeepsakeSection(props: ComponentProps<typeof Lazy>) {
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
