import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, data, redirect, useActionData, useLoaderData, type MetaFunction } from 'react-router';
import { COMPARE_MAX, COMPARE_MIN, compareHref } from '../../domain/compare/compare-ids';
import { routePath } from '../../domain/routing/routes';
import { toLocale } from '../../domain/shared/locale';
import { useAppServices, useStore } from '../bridge/services';
import { EstateCard } from '../components/estate/estate-card';
import { intlFor } from '../i18n/intl';
import type { loader as rootLoader } from '../root';
import { FollowFavourites, type FollowAnswer } from '../components/favourites/follow-favourites';
import { personalHeaders } from '../components/flows/flow-meta';
import { clientOf, readForm } from '../components/forms/read-form';
import type { FavouritesView } from '../../application/pages/favourites-page';
import type { SiteLoaderArgs } from '../server/load-context';
import { pageAnswer } from '../server/page-answer';

/** Issue 11: after following, the page says how many estates the subscription follows (`?gevolgd=3`). */
const FOLLOWED = 'gevolgd';

export async function loader({ context, request }: SiteLoaderArgs) {
  return pageAnswer(await context.core.pages.favourites({ followed: new URL(request.url).searchParams.get(FOLLOWED) }));
}

/**
 * Issue 11 "follow these estates": the form posts the subscription's token (remembered by this browser) and the
 * favourites' ids; followed, the page comes back with the count (post/redirect/get, with or without JavaScript).
 */
export async function action({ context, request }: SiteLoaderArgs) {
  const form = await readForm(request);
  const result = await context.core.commands.followEstates({ token: form.get('token') ?? '', followed: form.get('followed') ?? '', client: clientOf(context, form) });
  if (result.ok) return redirect(`${routePath('favorites', context.locale)}?${FOLLOWED}=${result.value.alerts?.followed.length ?? 0}`, 303);
  const headers = personalHeaders();
  if (result.reason === 'refused') return data<FollowAnswer>({ state: 'refused', retryAfterSeconds: result.retryAfterSeconds }, { status: 429, headers: { ...headers, 'Retry-After': String(result.retryAfterSeconds) } });
  if (result.reason === 'not_found') return data<FollowAnswer>({ state: 'unknown' }, { status: 404, headers });
  if (result.reason === 'dropped') return data<FollowAnswer>({ state: 'failed' }, { headers });
  return data<FollowAnswer>({ state: 'failed' }, { status: result.reason === 'invalid' ? 400 : 409, headers });
}

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
    restore();
    void load().finally(() => setSettled(true));
  }, [restore, load]);
  return { ...state, isLoading: !settled || state.isLoading };
}

/** §2 Favorites page: heading, a loading wrapper around a grid of cards, or the empty text. */
export default function Favorites() {
  const intl = useIntl();
  const locale = toLocale(intl.locale);
  const { isLoading, estates, favorites } = useFavouriteEstates();
  // A render without the route's loader (component tests) has no server view: no follow form then.
  const view = useLoaderData<typeof loader>() as FavouritesView | undefined;
  const answer = useActionData<typeof action>();
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
      {view?.followedCount !== undefined && (
        <p className="form-status form-status--success" role="status">
          <FormattedMessage
            id="favorites.follow.done"
            defaultMessage="U volgt nu {count, plural, one {# pand} other {# panden}}. We mailen u als hun prijs daalt of als ze verkocht, verhuurd of in optie zijn."
            values={{ count: view.followedCount }}
          />
        </p>
      )}
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
              {estates.results.map((entry) => (
                <li key={entry.card.id} className="favourites__item">
                  <EstateCard entry={entry} />
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
                <Link className="button button--secondary" to={compareHref(locale, estates.results.slice(0, COMPARE_MAX).map((entry) => entry.card.id))}>
                  <FormattedMessage id="compare.favourites" defaultMessage="Vergelijk mijn favorieten" />
                </Link>
              </p>
            )}
            {!isLoading && shown > 0 && view?.alertsBy === 'site' && (
              <FollowFavourites locale={locale} estateIds={estates.results.map((entry) => Number(entry.card.id))} answer={answer} />
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
