import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The list page shows its results as a list (default) or on a map. */
export type ListView = 'list' | 'map';

/** `?view=map` keeps the map in the URL (shareable, back/forward); the list needs no parameter. */
export const VIEW_PARAM = 'view';

export function listViewOf(params: URLSearchParams): ListView {
  return params.get(VIEW_PARAM) === 'map' ? 'map' : 'list';
}

/** The current view and a setter that writes it to the URL, keeping every filter parameter. */
export function useListView(): readonly [ListView, (view: ListView) => void] {
  const [params, setParams] = useSearchParams();
  const setView = useCallback(
    (view: ListView) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (view === 'map') next.set(VIEW_PARAM, 'map');
          else next.delete(VIEW_PARAM);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return [listViewOf(params), setView] as const;
}

/** For a route's `shouldRevalidate`: switching between list and map needs nothing new from the server. */
export function isViewOnlyChange(currentUrl: URL, nextUrl: URL): boolean {
  const withoutView = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(VIEW_PARAM);
    params.sort();
    return `${url.pathname}?${params.toString()}`;
  };
  return currentUrl.search !== nextUrl.search && withoutView(currentUrl) === withoutView(nextUrl);
}
