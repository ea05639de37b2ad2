import { enumLabel } from '../enumerations/enumeration';
import { HEAD_TYPE } from '../enumerations/head-types';
import { STATUS } from '../enumerations/status';
import { SUB_TYPE } from '../enumerations/sub-types';
import type { Estate } from '../estate/estate';
import type { Locale, Translated } from '../shared/locale';
import type { GroupLabeller } from './group-estates';
import { NO_GROUP_KEY } from './group-key';

/** §1, §9: the group of the hits without a key (projects) is last, under this heading. */
export const PROJECTS_GROUP_LABEL: Translated = { nl: 'Projecten', fr: 'Projets', en: 'Projects', de: 'Projekte' };

/**
 * Group headings in the page's language: enumeration labels for type, subtype and status ids, a city's
 * own name in this language, and 'Projecten'. Price bands keep the data's label.
 */
export function groupLabeller(estates: readonly Estate[], locale: Locale): GroupLabeller {
  const cityNames = new Map<string, string>();
  for (const estate of estates) {
    const city = estate.address?.city;
    const translated = city?.alias?.[locale];
    if (city?.name && translated) cityNames.set(city.name.trim(), translated);
  }
  return (key, grouping) => {
    if (key === NO_GROUP_KEY) return PROJECTS_GROUP_LABEL[locale];
    switch (grouping) {
      case 'TYPE':
        return enumLabel(HEAD_TYPE, Number(key), locale) || undefined;
      case 'SUBTYPE':
        return enumLabel(SUB_TYPE, Number(key), locale) || undefined;
      case 'STATUS':
        return enumLabel(STATUS, Number(key), locale) || undefined;
      case 'CITY':
        return cityNames.get(key);
      case 'PRICE':
        return undefined;
    }
  };
}
