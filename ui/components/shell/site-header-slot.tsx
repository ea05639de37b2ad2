import { memo, Suspense, type ComponentProps } from 'react';
import { SiteHeader } from './site-header';

/**
 * The site header inside a Suspense boundary of its own. This file renders it at once (server, tests); the
 * browser build loads site-header-slot.browser.tsx instead (vite.config.ts, `*-slot`), which hydrates the header
 * once its code has arrived: links, the language switcher and the menu (a <details>) work as plain HTML meanwhile,
 * and the list page's first-load JS stays within issue 8's budget (≤ 1.3 × the framework floor).
 */
export const SiteHeaderSlot = memo(function SiteHeaderSlot(props: ComponentProps<typeof SiteHeader>) {
  return (
    <Suspense fallback={null}>
      <SiteHeader {...props} />
    </Suspense>
  );
});
