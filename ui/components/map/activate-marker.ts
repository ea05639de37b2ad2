import type L from 'leaflet';

/** Click, and (keyboard: true makes markers tabbable buttons) Enter or Space, all activate a marker. */
export function onActivate(marker: L.Marker, activate: () => void): void {
  marker.on('click', activate);
  marker.getElement()?.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    activate();
  });
}
