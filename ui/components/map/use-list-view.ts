import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { resultsViewOf, VIEW_PARAM, withResultsView, type ResultsView } from '../../../domain/search/list-url';

/** The list page shows its results as a list (default) or on a map. */
export type ListView = ResultsView;

/** The current view and a setter that writes it to the URL, keeping every filter parameter. */
export function useListView(): readonly [ListView, (view: ListView) => void] {
  const [params, setParams] = useSearchParams();
  const setView = useCallback(
    (view: ListView) => setParams((current) => withResultsView(current, view), { preventScrollReset: true }),
    [setParams],
  );
  return [resultsViewOf(params), setView] as const;
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
