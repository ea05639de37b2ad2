import { routePath } from '../routing/routes';
import type { Locale } from '../shared/locale';

/** Issue 10: a comparison holds 2 to 4 estates. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

const ID = /^[1-9]\d{0,9}$/;

/**
 * The estates of a comparison from the shareable URL (`?ids=12,7,31`): numeric ids in the order given,
 * each once, at most four; anything else in the list is ignored.
 */
export function parseCompareIds(text: string | null | undefined): readonly number[] {
  const ids: number[] = [];
  for (const part of (text ?? '').split(',')) {
    const id = part.trim();
    if (ID.test(id) && !ids.includes(Number(id))) ids.push(Number(id));
  }
  return ids.slice(0, COMPARE_MAX);
}

/** The compare page's parameter: the ids of its estates. */
export const COMPARE_IDS_PARAM = 'ids';

/** The URL value of a comparison, the inverse of `parseCompareIds`. */
export const compareIdsParam = (ids: readonly (number | string)[]): string => ids.join(',');

/** The compare page of these estates (the ids left as they read: `?ids=12,7`). */
export const compareHref = (locale: Locale, ids: readonly (number | string)[]): string => `${routePath('compare', locale)}?${COMPARE_IDS_PARAM}=${compareIdsParam(ids)}`;

/** Adds an id to a comparison (at the end), or removes it when already there; never more than four. */
export function toggleCompareId(ids: readonly string[], id: string): readonly string[] {
  if (ids.includes(id)) return ids.filter((other) => other !== id);
  return ids.length >= COMPARE_MAX ? ids : [...ids, id];
}
