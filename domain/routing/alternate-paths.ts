import { enumLabel, type Enumeration } from '../enumerations/enumeration';
import { STATUS } from '../enumerations/status';
import { SUB_TYPE } from '../enumerations/sub-types';
import type { Estate, NamedRef } from '../estate/estate';
import { LOCALES, type Locale } from '../shared/locale';
import { estateDetailPath } from './estate-detail-path';

/** A name that is our enumeration's label in `shown`, renamed to its label in `target`; any other name stays. */
function renamed<R extends NamedRef>(enumeration: Enumeration, ref: R | undefined, shown: Locale, target: Locale): R | undefined {
  if (!ref?.name) return ref;
  const label = enumLabel(enumeration, ref.id, target);
  return label && ref.name === enumLabel(enumeration, ref.id, shown) ? { ...ref, name: label } : ref;
}

/**
 * Issue 13 item 8: the detail address of an estate read in `shown` in every language, each with that
 * language's slug (§2: subtype and transaction names, city alias, project title), so that the language
 * switcher and the hreflang links go straight to the page, without a 301.
 */
export function detailPathsInEveryLanguage(estate: Estate, shown: Locale, project?: Estate): Readonly<Record<Locale, string>> {
  const inLanguage = (target: Locale): Estate =>
    target === shown
      ? estate
      : {
          ...estate,
          general: {
            ...estate.general,
            subType: renamed(SUB_TYPE, estate.general.subType, shown, target),
            transaction: renamed(STATUS, estate.general.transaction, shown, target),
          },
        };
  return Object.fromEntries(LOCALES.map((target) => [target, estateDetailPath(inLanguage(target), target, project)])) as Record<Locale, string>;
}
