import { useIntl } from 'react-intl';
import type { ListCard } from '../../../domain/display/list-card';
import { CARD_IMAGE } from '../../../domain/display/listing-card';
import { CompareToggle } from '../compare/compare-toggle';
import { ResponsivePhoto } from '../media/responsive-photo';
import { PageLink } from '../shell/page-link';
import { FavouriteToggle } from './favourite-toggle';

/** One column on a phone, two from 36em, three from 62em within the page's 75rem (card.css). */
const CARD_SIZES = '(min-width: 62em) min(33vw, 25rem), (min-width: 36em) 50vw, 100vw';

/**
 * §2 listing card: an article linking to the estate's detail address. It draws the card the core decided (issue 19
 * item 1: title, price line, status, facts come made, domain/display/listing-card.ts) and decides nothing. Its texts
 * are formatted in place, not as <FormattedMessage> elements: two components less per text, fifteen cards a page
 * (issue 8: CPU per page).
 */
export function EstateCard({ entry, priority = false }: { entry: ListCard; priority?: boolean }) {
  const intl = useIntl();
  const { card } = entry;
  const { title } = card;
  const hasFacts = card.bedrooms !== undefined || card.bathrooms !== undefined || Boolean(card.livingArea) || Boolean(card.area);
  return (
    <article className="estate-card">
      <div className="estate-card__media">
        <ResponsivePhoto
          picture={card.photo}
          alt=""
          width={CARD_IMAGE.width}
          height={CARD_IMAGE.height}
          sizes={CARD_SIZES}
          loading={priority ? 'eager' : 'lazy'}
          {...(priority && { fetchPriority: 'high' as const })}
        />
        {card.sticker && (
          <span className="estate-card__sticker" style={{ background: card.sticker.color, color: card.sticker.textColor }}>
            {card.sticker.name}
          </span>
        )}
        {card.energyLabel && (
          <span className={`energy-label energy-label--${card.energyLabel.code.toLowerCase().replace(/_/g, '-')}`}>
            <span className="visually-hidden">
              {intl.formatMessage({ id: 'card.energyLabel', defaultMessage: 'Energielabel' })}{' '}
            </span>
            {card.energyLabel.text}
          </span>
        )}
        <FavouriteToggle entry={entry} label={title} />
      </div>
      <div className="estate-card__body">
        <h3 className="estate-card__title">
          <PageLink to={card.href} className="estate-card__link">
            {title}
          </PageLink>
        </h3>
        {card.price && <p className="estate-card__price">{card.price}</p>}
        {/* Issue 24: the energy figures the region asks of every advertisement, in words a screen reader reads as shown. */}
        {card.energyLine && <p className="estate-card__energy">{card.energyLine}</p>}
        {card.statusLabel && <p className="estate-card__status status-badge">{card.statusLabel}</p>}
        {/* Missing values leave nothing behind: no empty list, no icon without its number (§2). */}
        {hasFacts && (
          <ul className="estate-card__facts">
            {card.bedrooms !== undefined && (
              <li className="estate-card__fact--bedrooms">
                {intl.formatMessage(
                  { id: 'card.bedrooms', defaultMessage: '{count, plural, one {# slaapkamer} other {# slaapkamers}}' },
                  { count: card.bedrooms },
                )}
              </li>
            )}
            {card.bathrooms !== undefined && (
              <li className="estate-card__fact--bathrooms">
                {intl.formatMessage(
                  { id: 'card.bathrooms', defaultMessage: '{count, plural, one {# badkamer} other {# badkamers}}' },
                  { count: card.bathrooms },
                )}
              </li>
            )}
            {card.livingArea && (
              <li className="estate-card__fact--area">
                {intl.formatMessage({ id: 'card.livingArea', defaultMessage: '{area} bewoonbaar' }, { area: card.livingArea })}
              </li>
            )}
            {card.area && (
              <li className="estate-card__fact--area">
                {intl.formatMessage({ id: 'card.area', defaultMessage: '{area} oppervlakte' }, { area: card.area })}
              </li>
            )}
          </ul>
        )}
        <CompareToggle id={card.id} label={title} />
      </div>
    </article>
  );
}
