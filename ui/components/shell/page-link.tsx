import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';

const NavigateContext = createContext<NavigateFunction | null>(null);

/**
 * One navigate function for every PageLink below it (issue 8: CPU of a rendered page). React Router's <Link>
 * resolves its path, its click handler and its prefetching with a dozen hooks per link; a page has 25 of them
 * (cards, menus, footer), all with absolute paths that need none of that.
 */
export function PageLinksProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

/** A plain left click, on a link that opens in this tab: React Router's own test (shouldProcessLinkClick). */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  event.button === 0 &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  (!event.currentTarget.target || event.currentTarget.target === '_self');

/** Our paths start with one slash; anything else (an absolute URL, `//host`) leaves the site. */
const isSitePath = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { readonly to: string };

/**
 * A link to one of the site's pages, as <Link> renders it (an <a> with `data-discover`, so React Router's
 * route discovery sees it) and navigating as <Link> does once hydrated: a plain click navigates in the
 * page, a link to the current address replaces it; other clicks, and every click before hydration, are
 * the browser's. Any other address is a plain link.
 */
export function PageLink({ to, onClick, ...props }: PageLinkProps) {
  const navigate = useContext(NavigateContext);
  if (!isSitePath(to)) return <a {...props} href={to} onClick={onClick} />;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    void navigate(to, { replace: here === to });
  };
  return <a {...props} href={to} data-discover="true" onClick={follow} />;
}
