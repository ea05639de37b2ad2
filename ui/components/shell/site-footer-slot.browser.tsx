import { lazy, memo, Suspense, type ComponentProps } from 'react';
import type { SiteFooter as Footer } from './site-footer';

const SiteFooter = lazy(() => import('./site-footer').then(({ SiteFooter }) => ({ default: SiteFooter })));

/** The browser's site-footer-slot.tsx (see there): the same boundary, the footer's code loaded on first render. */
export const SiteFooterSlot = memo(function SiteFooterSlot(props: ComponentProps<typeof Footer>) {
  return (
    <Suspense fallback={null}>
      <SiteFooter {...props} />
    </Suspense>
  );
});
