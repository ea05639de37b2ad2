import { useEffect, useState } from 'react';
import type { EstateMarker } from '../../../application/use-cases/estate-list/load-map-markers';
import { useListServices } from '../../bridge/list-services';
import { useStore } from '../../bridge/services';

export interface MapMarkersState {
  readonly status: 'loading' | 'ready' | 'failed';
  /** The last markers loaded: kept while a new query loads, so the map does not flash empty. */
  readonly markers: readonly EstateMarker[];
  /** How many groups matched the query (may exceed the markers: cap, or no coordinates). */
  readonly total: number;
}

const LOADING: MapMarkersState = { status: 'loading', markers: [], total: 0 };

/**
 * The markers of the list's current query, through `loadMapMarkers` of the page's container. Loads in
 * the browser only (an effect): the server and the first client render both show the loading state.
 */
export function useMapMarkers(): MapMarkersState {
  const { loadMapMarkers: load, estateList } = useListServices();
  const { query, groupOptions, node } = useStore(estateList);
  const [state, setState] = useState<MapMarkersState>(LOADING);
  useEffect(() => {
    let current = true;
    setState((previous) => (previous.status === 'loading' ? previous : { ...previous, status: 'loading' }));
    void load().then((result) => {
      if (!current) return;
      setState((previous) => (result.ok ? { status: 'ready', markers: result.markers, total: result.total } : { ...previous, status: 'failed' }));
    });
    return () => {
      current = false;
    };
  }, [load, query, groupOptions, node]);
  return state;
}
