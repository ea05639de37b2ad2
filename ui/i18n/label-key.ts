import type { IntlShape } from 'react-intl';

/**
 * Issue 19: writes a label key the core decided (a field's or a key fact's label, a group's heading: message ids of
 * ui/i18n/lang) in the formatter's language. Like browser-intl.tsx it formats ids it is given and declares none, so
 * `formatjs extract` skips this file; test/ui/legal-labels.test.ts proves every key the core can give has its texts.
 */
export function labelText(intl: IntlShape, key: string, values?: Readonly<Record<string, string>>): string {
  return intl.formatMessage({ id: key }, values);
}
