import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Suspense, type MouseEvent } from 'react';
import { Link, useLoaderData, useNavigate, type MetaFunction } from 'react-router';
import type { RentalCard } from '../../domain/rental/rental-card';
import { parseHolidaySearch } from '../../domain/rental/holiday-search';
import { routePath } from '../../domain/routing/routes';
import { PAGE_SIZE } from '../../domain/search/pagination';
import { toLocale } from '../../domain/shared/locale';
import { flowMeta } from '../components/flows/flow-meta';
import { HolidayFilters } from '../components/holiday/holiday-filters';
import { HolidayMap } from '../components/holiday/holiday-map';
import type { SiteLoaderArgs } from '../server/load-context';
import { pageAnswer } from '../server/page-answer';

/** Issue 12 item 1: the holiday rentals list (/nl/vakantie, /fr/vacances, /en/holiday, /de/feiertage). */
export async function loader({ context, request }: SiteLoaderArgs) {
  const url = new URL(request.url);
  const search = parseHolidaySearch(url.searchParams);
  return pageAnswer(await context.core.pages.holidayList({ locale: context.locale, search, query: url.search }));
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches, error }) =>
  flowMeta(matches, { id: 'holiday.title', defaultMessage: 'Vakantiewoningen' }, {
    ...(error ? { error } : {}),
    ...(page && {
      description: {
        id: 'holiday.meta.description',
        defaultMessage:
          'Vakantiewoningen: {count, plural, =0 {momenteel geen woningen} one {# woning} other {# woningen}} te huur. Kies het aantal gasten, bekijk de vrije periodes en reserveer online.',
      },
      values: { count: page.total },
    }),
  });

/**
 * One holiday card, as the core made it (issue 19): React decides nothing but the words around its values. The first
 * card's photo is the page's largest paint: asked at once and first (lazy, it waited for the layout: LCP 1.38 s).
 */
export function HolidayCardView({ card, priority = false }: { card: RentalCard; priority?: boolean }) {
  const { nextPeriod } = card;
  return (
    <article className="holiday-card">
      <div className="holiday-card__media">
        {card.photo ? (
          <img
            src={card.photo}
            alt=""
            width={370}
            height={250}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            {...(priority && { fetchPriority: 'high' as const })}
          />
        ) : (
          <img src="/placeholder-estate.svg" alt="" width={370} height={250} loading="lazy" />
        )}
      </div>
      <div className="holiday-card__body">
        <h2 className="holiday-card__title">
          <Link to={card.href}>{card.title}</Link>
        </h2>
        {card.place && <p className="holiday-card__place">{card.place}</p>}
        <ul className="holiday-card__facts">
          {card.guests !== undefined && (
            <li>
              <FormattedMessage id="holiday.card.guests" defaultMessage="{count, plural, one {# gast} other {# gasten}}" values={{ count: card.guests }} />
            </li>
          )}
          {card.bedrooms !== undefined && (
            <li>
              <FormattedMessage id="holiday.card.bedrooms" defaultMessage="{count, plural, one {# slaapkamer} other {# slaapkamers}}" values={{ count: card.bedrooms }} />
            </li>
          )}
        </ul>
        <p className="holiday-card__period">
          {nextPeriod ? (
            <FormattedMessage
              id="holiday.card.nextPeriod"
              defaultMessage="Vrij van {start} tot {end}: {price}"
              values={{ start: nextPeriod.start, end: nextPeriod.end, price: <strong>{nextPeriod.price}</strong> }}
            />
          ) : (
            <FormattedMessage id="holiday.card.noPeriod" defaultMessage="Geen vrije periode bekend" />
          )}
        </p>
      </div>
    </article>
  );
}

/** The id of the card at this 1-based position when it starts a page (16, 31…): where "more" without script leads. */
const pageStartId = (position: number): string => `unit-${position}`;

/**
 * Issue 13 item 8: "more" writes the pages shown into the address in place of the current one (a reload or the
 * back button shows the same cards, the scroll position stays); without JavaScript the link leads to the first
 * new card.
 */
function MoreLink({ href, shown }: { href: string; shown: number }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href, { replace: true, preventScrollReset: true });
  };
  return (
    <a className="button button--secondary" href={`${href}#${pageStartId(shown + 1)}`} onClick={onClick}>
      <FormattedMessage id="holiday.more" defaultMessage="Meer tonen" />
    </a>
  );
}

function ViewSwitch({ view, listHref, mapHref }: { view: 'list' | 'map'; listHref: string; mapHref: string }) {
  const intl = useIntl();
  return (
    <nav className="view-toggle holiday-list__views" aria-label={intl.formatMessage({ id: 'holiday.view.label', defaultMessage: 'Weergave' })}>
      <Link className="view-toggle__option" to={listHref} aria-current={view === 'list' ? 'page' : undefined}>
        <FormattedMessage id="holiday.view.list" defaultMessage="Lijst" />
      </Link>
      <Link className="view-toggle__option" to={mapHref} aria-current={view === 'map' ? 'page' : undefined}>
        <FormattedMessage id="holiday.view.map" defaultMessage="Kaart" />
      </Link>
    </nav>
  );
}

export default function HolidayList() {
  const { search, total, cards, choices, moreHref, listHref, mapHref, map } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const locale = toLocale(intl.locale);
  const action = routePath('holidayList', locale);
  return (
    <section className="page holiday-list" aria-labelledby="holiday-title">
      <h1 id="holiday-title">
        <FormattedMessage id="holiday.title" defaultMessage="Vakantiewoningen" />
      </h1>
      <HolidayFilters action={action} search={search} choices={choices} />
      <div className="holiday-list__bar">
        <p className="holiday-list__count" role="status">
          <FormattedMessage
            id="holiday.count"
            defaultMessage="{total, plural, =0 {Geen vakantiewoningen gevonden} one {# vakantiewoning} other {# vakantiewoningen}}"
            values={{ total }}
          />
        </p>
        <ViewSwitch view={search.view} listHref={listHref} mapHref={mapHref} />
      </div>
      {map && <HolidayMap map={map} />}
      {cards.length > 0 && (
        <ul className="holiday-list__grid">
          {cards.map((card, index) => (
            <li key={card.id} id={index > 0 && index % PAGE_SIZE === 0 ? pageStartId(index + 1) : undefined}>
              {/* A boundary per card: each hydrates in a task of its own (issue 23 item 1, as EstateGrid's cards). */}
              <Suspense fallback={null}>
                <HolidayCardView card={card} priority={index === 0} />
              </Suspense>
            </li>
          ))}
        </ul>
      )}
      {moreHref && (
        <p className="holiday-list__more">
          <MoreLink href={moreHref} shown={cards.length} />
          <span className="holiday-list__shown">
            <FormattedMessage
              id="holiday.shown"
              defaultMessage="{shown} van {total} getoond"
              values={{ shown: <FormattedNumber value={cards.length} />, total: <FormattedNumber value={total} /> }}
            />
          </span>
        </p>
      )}
    </section>
  );
}
