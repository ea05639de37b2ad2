import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link, useLoaderData, type MetaFunction } from 'react-router';
import type { NotarySaleCard, NotaryKindChoice } from '../../application/pages/notary-sales-page';
import { EstateCard } from '../components/estate/estate-card';
import { flowMeta } from '../components/flows/flow-meta';
import { NotarySchedule } from '../components/notary/notary-schedule';
import { parseNotarySalesSearch } from '../../domain/search/notary-sales-search';
import type { SiteLoaderArgs } from '../server/load-context';
import { pageAnswer } from '../server/page-answer';

/** Issue 12 item 5: the notary sales (/nl/notariele-verkopen, /fr/ventes-notariales, /en/notary-sales, /de/notarielle-versteigerungen). */
export async function loader({ context, request }: SiteLoaderArgs) {
  const search = parseNotarySalesSearch(new URL(request.url).searchParams);
  return pageAnswer(await context.core.pages.notarySales({ locale: context.locale, search }));
}

export const meta: MetaFunction<typeof loader> = ({ matches, error }) =>
  flowMeta(
    matches,
    { id: 'notary.title', defaultMessage: 'Notariële verkopen' },
    error
      ? { error }
      : { description: { id: 'notary.meta.description', defaultMessage: 'Notariële verkopen: openbare en online verkopen via de notaris, met hun biedperiodes en zitdagen.' } },
  );

function KindChoice({ choices }: { choices: readonly NotaryKindChoice[] }) {
  const intl = useIntl();
  const label = {
    all: intl.formatMessage({ id: 'notary.kind.all', defaultMessage: 'Alle' }),
    online: intl.formatMessage({ id: 'notary.kind.online', defaultMessage: 'Online opbod' }),
    public: intl.formatMessage({ id: 'notary.kind.public', defaultMessage: 'Openbare zitting' }),
  };
  return (
    <nav className="view-toggle notary-sales__kinds" aria-label={intl.formatMessage({ id: 'notary.kind.label', defaultMessage: 'Soort verkoop' })}>
      {choices.map((choice) => (
        <Link key={choice.kind} className="view-toggle__option" to={choice.href} aria-current={choice.current ? 'page' : undefined}>
          {label[choice.kind]}
        </Link>
      ))}
    </nav>
  );
}

function Card({ card }: { card: NotarySaleCard }) {
  return (
    <div className="notary-sale">
      <EstateCard entry={card} />
      <NotarySchedule schedule={card.schedule} />
    </div>
  );
}

export default function NotarySales() {
  const { total, cards, choices, moreHref, unsupported } = useLoaderData<typeof loader>();
  return (
    <section className="page notary-sales" aria-labelledby="notary-title">
      <h1 id="notary-title">
        <FormattedMessage id="notary.title" defaultMessage="Notariële verkopen" />
      </h1>
      <p className="notary-sales__intro">
        <FormattedMessage
          id="notary.intro"
          defaultMessage="Woningen en gronden die een notaris openbaar verkoopt: op een zitting of online via biddit. Alle uren zijn Belgische tijd."
        />
      </p>
      <div className="holiday-list__bar notary-sales__bar">
        <p className="holiday-list__count" role="status">
          {unsupported ? (
            <FormattedMessage id="notary.unsupported" defaultMessage="Deze catalogus kan niet op notariële verkopen zoeken." />
          ) : (
            <FormattedMessage
              id="notary.count"
              defaultMessage="{total, plural, =0 {Geen notariële verkopen op dit moment} one {# notariële verkoop} other {# notariële verkopen}}"
              values={{ total }}
            />
          )}
        </p>
        <KindChoice choices={choices} />
      </div>
      {cards.length > 0 && (
        <ul className="card-grid" role="list">
          {cards.map((card) => (
            <li key={card.card.id} className="card-grid__item">
              <Card card={card} />
            </li>
          ))}
        </ul>
      )}
      {moreHref && (
        <p className="holiday-list__more">
          <Link className="button button--secondary" to={moreHref} preventScrollReset>
            <FormattedMessage id="notary.more" defaultMessage="Meer tonen" />
          </Link>
          <span className="holiday-list__shown">
            <FormattedMessage
              id="notary.shown"
              defaultMessage="{shown} van {total} getoond"
              values={{ shown: <FormattedNumber value={cards.length} />, total: <FormattedNumber value={total} /> }}
            />
          </span>
        </p>
      )}
    </section>
  );
}
