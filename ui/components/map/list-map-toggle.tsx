import { FormattedMessage, useIntl } from 'react-intl';
import { useListView } from './use-list-view';

const ListIcon = () => (
  <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
    <path d="M6 4h10M6 9h10M6 14h10M2 4h.01M2 9h.01M2 14h.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
  </svg>
);

const MapIcon = () => (
  <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
    <path d="M9 16s5-4.6 5-8.5A5 5 0 0 0 4 7.5C4 11.4 9 16 9 16z" stroke="currentColor" strokeWidth="2" fill="none" strokeLinejoin="round" />
    <circle cx="9" cy="7.5" r="1.8" fill="currentColor" />
  </svg>
);

/**
 * Issue 5 item 4: switches the list page between its list and its map. Two toggle buttons
 * (aria-pressed) in a labelled group; the choice lives in the URL (`?view=map`), see useListView.
 * Takes no props: the list page places it above its results.
 */
export function ListMapToggle() {
  const intl = useIntl();
  const [view, setView] = useListView();
  return (
    <div className="view-toggle" role="group" aria-label={intl.formatMessage({ id: 'map.view.label', defaultMessage: 'Weergave' })}>
      <button type="button" className="view-toggle__option" aria-pressed={view === 'list'} onClick={() => setView('list')}>
        <ListIcon />
        <FormattedMessage id="map.view.list" defaultMessage="Lijst" />
      </button>
      <button type="button" className="view-toggle__option" aria-pressed={view === 'map'} onClick={() => setView('map')}>
        <MapIcon />
        <FormattedMessage id="map.view.map" defaultMessage="Kaart" />
      </button>
    </div>
  );
}
