import { useIntl } from 'react-intl';
import type { ListCard } from '../../../domain/display/list-card';
import { isFavourite } from '../../../domain/favourites/favourites';
import { useAppServices, useStore } from '../../bridge/services';

/**
 * §4 the card's favourite toggle: adds or removes the estate id (the estate and its card join the loaded
 * favourites). Every toggle of the same estate reads one store, so they stay in sync; the server renders it off
 * (favourites live in the browser).
 */
export function FavouriteToggle({ entry, label }: { entry: ListCard; label: string }) {
  const intl = useIntl();
  const { favourites: store, toggleFavourite: toggle } = useAppServices();
  const { favorites } = useStore(store);
  const pressed = isFavourite(favorites, entry.card.id);
  return (
    <button
      type="button"
      className="favourite-toggle"
      aria-pressed={pressed}
      aria-label={intl.formatMessage({ id: 'card.favourite', defaultMessage: 'Bewaar {estate} als favoriet' }, { estate: label })}
      onClick={() => toggle({ id: entry.card.id, entry })}
    >
      <svg width="25" height="23" viewBox="0 0 25 23" aria-hidden="true" focusable="false">
        <path
          d="M12.5 21.5 2.6 11.9A6 6 0 0 1 11 3.3l1.5 1.5 1.5-1.5a6 6 0 0 1 8.4 8.6z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
