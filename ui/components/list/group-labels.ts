import { enumLabel } from '../../../domain/enumerations/enumeration';
import { HEAD_TYPE } from '../../../domain/enumerations/head-types';
import { STATUS } from '../../../domain/enumerations/status';
import { SUB_TYPE } from '../../../domain/enumerations/sub-types';
import type { Estate } from '../../../domain/estate/estate';
import type { GroupLabeller } from '../../../domain/grouping/group-estates';
import { NO_GROUP_KEY } from '../../../domain/grouping/group-key';
import type { Locale } from '../../../domain/shared/locale';

/**
 * Group headings in the page's language: enumeration labels for type, subtype and status ids, a city's
 * own name in this language, and the translated 'Projecten' group. Price bands keep the data's label.
 */
export function groupLabeller(estates: readonly Estate[], locale: Locale, projectsLabel: string): GroupLabeller {
  const cityNames = new Map<string, string>();
  for (const estate of estates) {
    const city = estate.address?.city;
    const translated = city?.alias?.[locale];
    if (city?.name && translated) cityNames.set(city.name.trim(), translated);
  }
  return (key, grouping) => {
    if (key === NO_GROUP_KEY) return projectsLabel;
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
