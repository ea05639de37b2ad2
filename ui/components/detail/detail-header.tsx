import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { FavouriteToggle } from '../estate/favourite-toggle';
import type { DetailPageData } from './detail-data';

/**
 * The top of the page, as the core decided it: the project a unit belongs to, sticker, title, address (the city
 * alone when the agency hides the street), the price line (issue 20 item 1: the price, a rent per month, with its
 * latest drop, issue 11; a sold estate's status label instead, §2, §4; a rented one's beside its rent), the
 * favourite toggle, the way to what is still on offer, and the agency's reference.
 */
export function DetailHeader({ page }: { page: DetailPageData }) {
  const { project, priceDrop, price, title, address, sticker, reference, entityNumber } = page;
  const { statusLabel } = page.priceLine;
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
            {entityNumber && <span> · {entityNumber}</span>}
          </p>
        )}
        {sticker && (
          <p className="detail-header__sticker" style={{ background: sticker.color, color: sticker.textColor }}>
            {sticker.name}
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
          <FavouriteToggle entry={page.card} label={title} />
          {page.onOfferLikeThis ? (
            // Issue 13 item 5: nothing to ask about a sold estate; the action leads to what is still on offer.
            <Link className="button detail-header__ask" to={page.onOfferLikeThis}>
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
