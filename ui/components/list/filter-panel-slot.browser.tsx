import { lazy, memo, Suspense } from 'react';
import type { FilterPanelProps } from './filter-panel';

const FilterPanel = lazy(() => import('./filter-panel').then(({ FilterPanel }) => ({ default: FilterPanel })));

/**
 * The browser's filter-panel-slot.tsx (see there): the same boundary, its content loaded on first render.
 * Memoised, so that the list page re-rendering with the same props does not touch the boundary before it
 * has hydrated.
 */
export const FilterPanelSlot = memo(function FilterPanelSlot(props: FilterPanelProps) {
  return (
    <Suspense fallback={null}>
      <FilterPanel {...props} />
    </Suspense>
  );
});
