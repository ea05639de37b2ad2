import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { hasMorePages, shownPages } from '../../../domain/search/pagination';
import { useListServices } from '../../bridge/list-services';
import { useStore } from '../../bridge/services';
import { loadMoreHref, readShownPages, withShownPages } from '../../../domain/search/list-url';

/** Pages loaded by scrolling before the button alone asks for more, so the footer stays reachable. */
const MAX_AUTO_LOADS = 4;
/** Start loading a little before the end of the list comes into view. */
const LOOK_AHEAD = '0px 0px 600px 0px';

/** A click the browser itself should handle (a new tab, a download): not a "load more" here. */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * §4 next page (15 more): a link that also fires when the end of the list scrolls into view, with visible
 * progress; what was loaded is announced through `announce`. Issue 13 item 8: the address says how many pages are
 * shown (`?pages=n`, replaced, not a new history entry), so a reload or the back button shows the same cards;
 * without JavaScript the link asks the server for one page more and leads to its first card.
 */
export function LoadMore({ announce }: { announce: (text: string) => void }) {
  const intl = useIntl();
  const { estateList: store, loadNextEstatePage: nextPage } = useListServices();
  const { estates, offset, total, isLoadingNextPage, error } = useStore(store);
  const more = hasMorePages(offset, total);
  const sentinel = useRef<HTMLDivElement>(null);
  const autoLoads = useRef(0);
  const location = useLocation();
  const navigate = useNavigate();
  const here = useRef(location);
  here.current = location;
  // A list shown again with its pages (a reload, the back button) waits until the visitor scrolls away from its
  // end before it loads more by itself: the restored scroll position alone must not add cards.
  const restored = useRef(readShownPages(new URLSearchParams(location.search)) > 1);

  const loadMore = useCallback(async () => {
    const before = store.getSnapshot().estates.length;
    const result = await nextPage();
    if ('done' in result) return;
    const after = store.getSnapshot();
    if (result.ok) {
      const { pathname, search } = here.current;
      const next = withShownPages(search, shownPages(after.estates.length));
      if (next !== search) void navigate({ pathname, search: next }, { replace: true, preventScrollReset: true });
    }
    announce(
      result.ok
        ? intl.formatMessage(
            {
              id: 'list.announce.more',
              defaultMessage: '{count, plural, one {# pand} other {# panden}} bijgeladen, {loaded, number} van {total, number} getoond.',
            },
            { count: after.estates.length - before, loaded: after.estates.length, total: after.total },
          )
        : intl.formatMessage({ id: 'list.loadMore.failed', defaultMessage: 'Meer panden laden is mislukt. Probeer het opnieuw.' }),
    );
  }, [store, nextPage, announce, intl]);

  // A new list (other filters) may load by scrolling again.
  useEffect(() => {
    autoLoads.current = 0;
  }, [store]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !more || typeof IntersectionObserver === 'undefined') return;
    // Observed anew after every page: if the end is still in view, the next page follows.
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.some((entry) => entry.isIntersecting);
        if (restored.current) {
          restored.current = inView;
          return;
        }
        if (!inView || autoLoads.current >= MAX_AUTO_LOADS) return;
        autoLoads.current += 1;
        void loadMore();
      },
      { rootMargin: LOOK_AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, estates.length, loadMore]);

  if (!more && !isLoadingNextPage) return null;
  const href = loadMoreHref(location.pathname, location.search, estates.length);
  const label = intl.formatMessage({ id: 'list.loadMore', defaultMessage: 'Toon meer' });
  const onClick = (event: MouseEvent) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    if (!isLoadingNextPage) void loadMore();
  };
  return (
    <div className="load-more">
      <div ref={sentinel} className="load-more__sentinel" />
      {error && !isLoadingNextPage && (
        <p className="load-more__error">
          {intl.formatMessage({ id: 'list.loadMore.failed', defaultMessage: 'Meer panden laden is mislukt. Probeer het opnieuw.' })}
        </p>
      )}
      {href ? (
        <a
          href={href}
          className="button load-more__button"
          aria-disabled={isLoadingNextPage || undefined}
          aria-describedby="list-loaded"
          onClick={onClick}
        >
          {label}
        </a>
      ) : (
        // Past the pages an address may ask for, only the script loads more.
        <button type="button" className="button load-more__button" aria-disabled={isLoadingNextPage || undefined} aria-describedby="list-loaded" onClick={onClick}>
          {label}
        </button>
      )}
      {isLoadingNextPage && (
        <p className="load-more__progress">
          <span className="load-more__spinner" aria-hidden="true" />
          {intl.formatMessage({ id: 'list.loadingMore', defaultMessage: 'Meer panden laden…' })}
        </p>
      )}
    </div>
  );
}
