import type { Estate } from '../estate/estate';
import type { Locale } from '../shared/locale';

/**
 * The agency's own title of an estate in one language (§3 general.title per language, issue 12): the words
 * it writes to sell it. Blank titles count as none, so that the page falls back to '{subtype} in {city}' (§2).
 * Only the page's language counts: a Dutch title is not shown on the French page.
 */
export function agencyTitle(estate: Pick<Estate, 'general'>, locale: Locale): string | undefined {
  const title = estate.general.title?.[locale]?.replace(/\s+/g, ' ').trim();
  return title ? title : undefined;
}
