import type { Locale } from '../../domain/shared/locale';

const collators = new Map<Locale, Intl.Collator>();

/** One collator per language for the process or tab: building one costs more than sorting a page's options. */
export function collatorFor(locale: Locale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale)));
  return collator;
}
