import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { hasMorePages } from '../../../domain/search/pagination';
import { useListServices } from '../../bridge/list-services';
import { useStore } from '../../bridge/services';

/** Pages loaded by scrolling before the button alone asks for more, so the footer stays reachable. */
const MAX_AUTO_LOADS = 4;
/** Start loading a little before the end of the list comes into view. */
const LOOK_AHEAD = '0px 0px 600px 0px';

/**
 * §4 next page (15 more): a button that also fires when the end of the list scrolls into view, with
 * visible progress; what was loaded is announced through `announce`.
 */
export function LoadMore({ announce }: { announce: (text: string) => void }) {
  const intl = useIntl();
  const { estateList: store, loadNextEstatePage: nextPage } = useListServices();
  const { estates, offset, total, isLoadingNextPage, error } = useStore(store);
  const more = hasMorePages(offset, total);
  const sentinel = useRef<HTMLDivElement>(null);
  const autoLoads = useRef(0);

  const loadMore = useCallback(async () => {
    const before = store.getSnapshot().estates.length;
    const result = await nextPage.execute();
    if ('done' in result) return;
    const after = store.getSnapshot();
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
        if (!entries.some((entry) => entry.isIntersecting) || autoLoads.current >= MAX_AUTO_LOADS) return;
        autoLoads.current += 1;
        void loadMore();
      },
      { rootMargin: LOOK_AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, estates.length, loadMore]);

  if (!more && !isLoadingNextPage) return null;
  return (
    <div className="load-more">
      <div ref={sentinel} className="load-more__sentinel" />
      {error && !isLoadingNextPage && (
        <p className="load-more__error">
          {intl.formatMessage({ id: 'list.loadMore.failed', defaultMessage: 'Meer panden laden is mislukt. Probeer het opnieuw.' })}
        </p>
      )}
      <button
        type="button"
        className="button load-more__button"
        aria-disabled={isLoadingNextPage || undefined}
        aria-describedby="list-loaded"
        onClick={() => {
          if (!isLoadingNextPage) void loadMore();
        }}
      >
        {intl.formatMessage({ id: 'list.loadMore', defaultMessage: 'Toon meer' })}
      </button>
      {isLoadingNextPage && (
        <p className="load-more__progress">
          <span className="load-more__spinner" aria-hidden="true" />
          {intl.formatMessage({ id: 'list.loadingMore', defaultMessage: 'Meer panden laden…' })}
        </p>
      )}
    </div>
  );
}
