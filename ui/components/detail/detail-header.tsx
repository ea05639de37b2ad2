import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { toCardEstate } from '../../../domain/display/card-estate';
import { listingCard } from '../../../domain/display/listing-card';
import { priceText, type PriceLine } from '../../../domain/display/price-line';
import type { Estate } from '../../../domain/estate/estate';
import { routePath } from '../../../domain/routing/routes';
import { listFilterToQuery } from '../../../domain/search/list-filter-query';
import type { Locale } from '../../../domain/shared/locale';
import { FavouriteToggle } from '../estate/favourite-toggle';
import type { PriceDropLine } from '../../../application/pages/detail-page';
import type { ProjectRef } from './detail-data';
import { addressLine } from './detail-title';

interface DetailHeaderProps {
  readonly estate: Estate;
  readonly locale: Locale;
  readonly title: string;
  /** Issue 20 item 1: the price line the core decided for this page. */
  readonly priceLine: PriceLine;
  readonly project?: ProjectRef;
  /** Issue 11: the latest change of the price, when it was a drop. */
  readonly priceDrop?: PriceDropLine;
}

/** The list of estates of the same type still on offer, the way a sold estate's visitor goes on: a rented one's are for rent. */
function availableLikeThis(estate: Estate, priceLine: PriceLine, locale: Locale): string {
  const type = estate.general.headType?.id;
  const rented = priceLine.kind === 'rented' || priceLine.kind === 'rent';
  const query = listFilterToQuery({ transactionIds: [rented ? 2 : 1], ...(type !== undefined && { types: [type] }) }).toString();
  return `${routePath('list', locale)}?${query}`;
}

/**
 * The top of the page: the project a unit belongs to, sticker, title, address (street hidden when the agency hides
 * it), the price line the core decided (issue 20 item 1: the price, a rent per month, with its latest drop, issue
 * 11; for a sold estate its status label instead, §2 listing card rules, §4; for a rented one the label beside its
 * rent), the favourite toggle and the agency's reference.
 */
export function DetailHeader({ estate, locale, title, priceLine, project, priceDrop }: DetailHeaderProps) {
  const card = listingCard(estate, locale);
  const price = priceText(priceLine, locale);
  const { statusLabel } = priceLine;
  const address = addressLine(estate, locale);
  const reference = estate.general.reference;
  return (
    <header className="detail-header">
      <div className="detail-header__text">
        {project && (
          <p className="eyebrow detail-header__project">
            <FormattedMessage
              id="detail.header.partOf"
              defaultMessage="Onderdeel van {project}"
              values={{ project: <Link to={project.href}>{project.title}</Link> }}
            />
            {estate.general.entityNumber && <span> · {estate.general.entityNumber}</span>}
          </p>
        )}
        {card.sticker && (
          <p className="detail-header__sticker" style={{ background: card.sticker.color, color: card.sticker.textColor }}>
            {card.sticker.name}
          </p>
        )}
        <h1 className="detail-header__title">{title}</h1>
        {address && <p className="detail-header__address">{address}</p>}
      </div>
      <div className="detail-header__aside">
        {price && <p className="detail-header__price">{price}</p>}
        {price && priceDrop && (
          <p className="detail-header__drop">
            <FormattedMessage id="detail.header.priceLowered" defaultMessage="Prijs verlaagd op {date} van {from} naar {to}" values={{ ...priceDrop }} />
          </p>
        )}
        {/* Issue 13 item 5, issue 20 item 1: a sold or rented estate says so as a clear label (a rented one beside its rent). */}
        {statusLabel && (
          <p className="detail-header__status">
            <span className="status-badge status-badge--large">{statusLabel}</span>
          </p>
        )}
        <div className="detail-header__actions">
          <FavouriteToggle estate={toCardEstate(estate, locale)} label={title} />
          {statusLabel ? (
            // Issue 13 item 5: nothing to ask about a sold estate; the action leads to what is still on offer.
            <Link className="button detail-header__ask" to={availableLikeThis(estate, priceLine, locale)}>
              <FormattedMessage id="detail.header.similarOnOffer" defaultMessage="Vergelijkbare panden bekijken" />
            </Link>
          ) : (
            <a className="button detail-header__ask" href="#detail-contact">
              <FormattedMessage id="detail.header.ask" defaultMessage="Vraag info" />
            </a>
          )}
          {reference && (
            <p className="detail-header__reference">
              <FormattedMessage id="detail.header.reference" defaultMessage="Ref. {reference}" values={{ reference }} />
            </p>
          )}
        </div>
      </div>
    </header>
  );
}
