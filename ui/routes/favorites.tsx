import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, type MetaFunction } from 'react-router';
import { COMPARE_MAX, COMPARE_MIN, compareIdsParam } from '../../domain/compare/compare-ids';
import { routePath } from '../../domain/routing/routes';
import { toLocale } from '../../domain/shared/locale';
import { useAppServices, useStore } from '../bridge/services';
import { EstateCard } from '../components/estate/estate-card';
import { intlFor } from '../i18n/intl';
import type { loader as rootLoader } from '../root';

/** Skeleton cards while nothing tells how many favourites there are (the server, and the first client render). */
const UNKNOWN_COUNT_SKELETONS = 1;

export const meta: MetaFunction<unknown, { root: typeof rootLoader }> = ({ matches }) => {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  if (!root) return [];
  const intl = intlFor(root.locale, root.translations);
  const title = intl.formatMessage({ id: 'favorites.title', defaultMessage: 'Mijn favorieten' });
  const description = intl.formatMessage(
    { id: 'favorites.description', defaultMessage: 'De panden die u bewaarde bij {site}: vergelijk ze en neem contact op.' },
    { site: root.site.name },
  );
  return [{ title: `${title} | ${root.site.name}` }, { name: 'description', content: description }];
};

function SkeletonCard() {
  return (
    <div className="favourites__skeleton" aria-hidden="true">
      <span className="skeleton skeleton--media" />
      <span className="favourites__skeleton-body">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--text" />
        <span className="skeleton skeleton--text favourites__skeleton-short" />
      </span>
    </div>
  );
}

/**
 * §4 on opening: the stored favourites are read back, then their estates are searched, once. Until that
 * search has answered the page is loading: the server cannot know the visitor's favourites, so it renders
 * the loading state, and the first client render (before effects) is the same.
 */
function useFavouriteEstates() {
  const { favourites: store, restoreFavourites: restore, loadFavouriteEstates: load } = useAppServices();
  const state = useStore(store);
  const started = useRef(false);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    // Once per visit of the page, even when StrictMode runs effects twice.
    if (started.current) return;
    started.current = true;
    restore.execute();
    void load.execute().finally(() => setSettled(true));
  }, [restore, load]);
  return { ...state, isLoading: !settled || state.isLoading };
}

/** §2 Favorites page: heading, a loading wrapper around a grid of cards, or the empty text. */
export default function Favorites() {
  const intl = useIntl();
  const locale = toLocale(intl.locale);
  const { isLoading, estates, favorites } = useFavouriteEstates();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = estates.results.length;
  const previous = useRef(shown);

  // Removing a favourite removes its card, and with it the focused toggle: keep keyboard focus on the page.
  useEffect(() => {
    if (shown < previous.current && (document.activeElement === document.body || document.activeElement === null)) heading.current?.focus();
    previous.current = shown;
  }, [shown]);

  const skeletons = isLoading ? Math.max((favorites.length || UNKNOWN_COUNT_SKELETONS) - shown, shown > 0 ? 0 : 1) : 0;
  return (
    <section className="page favourites" aria-labelledby="favourites-title">
      <h1 id="favourites-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="favorites.title" defaultMessage="Mijn favorieten" />
      </h1>
      <div className="favourites__content">
        {isLoading || shown > 0 ? (
          <div className="favourites__loading" aria-busy={isLoading}>
            {isLoading && (
              <p className="visually-hidden" role="status">
                <FormattedMessage id="favorites.loading" defaultMessage="Uw favorieten worden geladen…" />
              </p>
            )}
            {/* The cards' titles are h3: this level keeps the outline in order. */}
            <h2 className="visually-hidden">
              <FormattedMessage id="favorites.list" defaultMessage="Bewaarde panden" />
            </h2>
            <ul className="card-grid favourites__grid" role="list">
              {estates.results.map((estate) => (
                <li key={String(estate.general.id)} className="favourites__item">
                  <EstateCard estate={estate} locale={locale} />
                </li>
              ))}
              {Array.from({ length: skeletons }, (_, index) => (
                <li key={`skeleton-${index}`} className="favourites__item" aria-hidden="true">
                  <SkeletonCard />
                </li>
              ))}
            </ul>
            {/* Below the cards: it appears once they are loaded, and must not push them down (CLS 0). */}
            {!isLoading && shown >= COMPARE_MIN && (
              <p className="favourites__compare">
                <Link className="button button--secondary" to={`${routePath('compare', locale)}?ids=${compareIdsParam(estates.results.slice(0, COMPARE_MAX).map((estate) => String(estate.general.id)))}`}>
                  <FormattedMessage id="compare.favourites" defaultMessage="Vergelijk mijn favorieten" />
                </Link>
              </p>
            )}
          </div>
        ) : (
          <p className="favourites__empty">
            <FormattedMessage id="favorites.no.estates" defaultMessage="U hebt nog geen favorieten. Tik op het hartje bij een pand om het hier te bewaren." />
          </p>
        )}
      </div>
    </section>
  );
}
