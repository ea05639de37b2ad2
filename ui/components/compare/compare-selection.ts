import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { COMPARE_IDS_PARAM, compareIdsParam, toggleCompareId } from '../../../domain/compare/compare-ids';

/** The estates a visitor picked to compare (issue 10), kept in this browser like the favourites (§4). */
const KEY = 'compare';
const NONE: readonly string[] = [];
const listeners = new Set<() => void>();
let cached: { readonly raw: string | null; readonly ids: readonly string[] } = { raw: null, ids: NONE };

function read(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return NONE; // storage refused (privacy mode): nothing picked
  }
  if (raw === cached.raw) return cached.ids;
  let ids: readonly string[] = NONE;
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    ids = Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string' && /^\d+$/.test(id)).slice(0, 4) : NONE;
  } catch {
    ids = NONE;
  }
  cached = { raw, ids };
  return ids;
}

function write(ids: readonly string[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // storage refused: the choice lasts until the page changes
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The picked ids (none on the server and during hydration), a toggle and a reset. */
export function useCompareSelection() {
  const ids = useSyncExternalStore(subscribe, read, () => NONE);
  const toggle = useCallback((id: string) => write(toggleCompareId(read(), id)), []);
  const clear = useCallback(() => write(NONE), []);
  return { ids, toggle, clear };
}

/**
 * Issue 20 item 10: the compare page opened without `?ids=` (the menu, a bookmark) compares the estates already
 * picked in the compare bar: once hydrated, the address takes them (replace, so Back does not return to the
 * empty page). The URL stays the one truth the server renders and a visitor shares.
 */
export function usePickedComparison(): void {
  const { ids } = useCompareSelection();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.has(COMPARE_IDS_PARAM) || ids.length === 0) return;
    params.set(COMPARE_IDS_PARAM, compareIdsParam(ids));
    void navigate(`${pathname}?${params.toString().replaceAll('%2C', ',')}`, { replace: true });
  }, [ids, pathname, search, navigate]);
}
