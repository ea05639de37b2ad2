import { lazy, Suspense } from 'react';

const CompareBar = lazy(() => import('./compare-bar').then(({ CompareBar }) => ({ default: CompareBar })));

/** The browser's compare-bar-slot.tsx (see there): the same boundary, the bar's code loaded on first render. */
export function CompareBarSlot() {
  return (
    <Suspense fallback={null}>
      <CompareBar />
    </Suspense>
  );
}
