import { lazy, memo, Suspense, type ComponentProps } from 'react';
import type { SiteHeader as Header } from './site-header';

const SiteHeader = lazy(() => import('./site-header').then(({ SiteHeader }) => ({ default: SiteHeader })));

/** The browser's site-header-slot.tsx (see there): the same boundary, the header's code loaded on first render. */
export const SiteHeaderSlot = memo(function SiteHeaderSlot(props: ComponentProps<typeof Header>) {
  return (
    <Suspense fallback={null}>
      <SiteHeader {...props} />
    </Suspense>
  );
});
