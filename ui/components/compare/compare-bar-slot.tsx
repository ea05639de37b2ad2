import { Suspense } from 'react';
import { CompareBar } from './compare-bar';

/**
 * The compare bar inside a Suspense boundary of its own. This file renders it at once (server, tests); the
 * browser build loads compare-bar-slot.browser.tsx instead (vite.config.ts, `*-slot`), which loads the bar's
 * code after the page has hydrated: the bar shows only once a visitor has picked estates (issue 8).
 */
export function CompareBarSlot() {
  return (
    <Suspense fallback={null}>
      <CompareBar />
    </Suspense>
  );
}
