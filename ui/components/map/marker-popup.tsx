import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { EstateMarker } from '../../../application/use-cases/estate-list/load-map-markers';

/** The popup of one marker: the estate's name linking to its detail address, its price or status (its card), a close button. */
export function MarkerPopup({ entry: { card }, onClose }: { entry: EstateMarker; onClose: () => void }) {
  const intl = useIntl();
  return (
    <div className="map-popup__body">
      <p className="map-popup__title">
        <Link to={card.href} className="map-popup__link">
          {card.title}
        </Link>
      </p>
      {card.price && <p className="map-popup__price">{card.price}</p>}
      {card.statusLabel && <p className="map-popup__status">{card.statusLabel}</p>}
      <button
        type="button"
        className="map-popup__close"
        aria-label={intl.formatMessage({ id: 'map.popup.close', defaultMessage: 'Sluiten' })}
        onClick={onClose}
      >
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          <path d="M2 2l10 10M12 2 2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
