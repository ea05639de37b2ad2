import { memo, Suspense } from 'react';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

/**
 * The list's filter form inside a Suspense boundary of its own. This file renders it at once (server, tests);
 * the browser build loads filter-panel-slot.browser.tsx instead (vite.config.ts, `*-slot`), which hydrates
 * the same boundary once the form's code has arrived: until then the server's form stays as it is and works
 * as the plain GET form it is without JavaScript (issue 8: the list page's first load carries no form code).
 */
export const FilterPanelSlot = memo(function FilterPanelSlot(props: FilterPanelProps) {
  return (
    <Suspense fallback={null}>
      <FilterPanel {...props} />
    </Suspense>
  );
});
