import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '../../domain/shared/locale';
import type { TranslationTable } from '../../domain/site/site';
import { bundledMessages, messagesFor } from './messages';

/** One formatter cache for the process (server) or the tab (browser): number, date and message formatters are built once. */
const cache = createIntlCache();

interface Made {
  readonly bundled: unknown;
  readonly overrides: TranslationTable | undefined;
  readonly key: string;
  readonly intl: IntlShape;
}

const made = new Map<Locale, Made>();

const keyOf = (overrides: TranslationTable | undefined) => (overrides ? JSON.stringify(overrides) : '');

/**
 * The page's formatter (issue 8: CPU per page): one per language, built again only when the backend's
 * translations for it change. Pages, `meta` functions and the root's RawIntlProvider share it, so a request
 * builds no IntlProvider, no merged message table and no formatter.
 */
export function intlFor(locale: Locale, overrides?: TranslationTable): IntlShape {
  const bundled = bundledMessages(locale);
  const hit = made.get(locale);
  if (hit && hit.bundled === bundled && (hit.overrides === overrides || hit.key === keyOf(overrides))) return hit.intl;
  const intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages: messagesFor(locale, overrides) }, cache);
  made.set(locale, { bundled, overrides, key: keyOf(overrides), intl });
  return intl;
}
