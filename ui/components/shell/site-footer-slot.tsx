import { memo, Suspense, type ComponentProps } from 'react';
import { SiteFooter } from './site-footer';

/**
 * The site footer inside a Suspense boundary of its own. This file renders it at once (server, tests); the
 * browser build loads site-footer-slot.browser.tsx instead (vite.config.ts, `*-slot`), which hydrates the
 * footer once its code has arrived: below the fold, links and text that work as plain HTML meanwhile (issue 8).
 */
export const SiteFooterSlot = memo(function SiteFooterSlot(props: ComponentProps<typeof SiteFooter>) {
  return (
    <Suspense fallback={null}>
      <SiteFooter {...props} />
    </Suspense>
  );
});
