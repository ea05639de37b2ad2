import { HEAD_TYPE, STATUS, SUB_TYPE, enumLabel } from '../../../domain/enumerations';
import type { Enumeration } from '../../../domain/enumerations';
import type { Estate, EstateAddress, EstatePrice, NamedRef, Sticker } from '../../../domain/estate/estate';
import type { Locale } from '../../../domain/shared/locale';
import { LOCALES } from '../../../domain/shared/locale';
import { compact } from './numbers';

/** The rental price period as the demo data writes it, per language. */
const PER_MONTH: Readonly<Record<Locale, string>> = { nl: 'per maand', fr: 'par mois', en: 'per month', de: 'pro Monat' };
const PER_MONTH_FORMS = new Set(LOCALES.map((locale) => PER_MONTH[locale]));

/** The demo stickers' names per language, by sticker id (see STICKERS in estates/estate-media.ts). */
const STICKER_NAMES: Readonly<Record<number, Readonly<Record<Locale, string>>>> = {
  1: { nl: 'Nieuw', fr: 'Nouveau', en: 'New', de: 'Neu' },
  2: { nl: 'Prijsdaling', fr: 'Prix en baisse', en: 'Price reduced', de: 'Preis gesenkt' },
  3: { nl: 'Exclusief', fr: 'Exclusivité', en: 'Exclusive', de: 'Exklusiv' },
};

function localisedSticker(sticker: Sticker | null | undefined, locale: Locale): Sticker | null | undefined {
  const name = sticker ? STICKER_NAMES[sticker.id]?.[locale] : undefined;
  return sticker && name ? { ...sticker, name } : sticker;
}

/** The reference with its name in `locale`; a value the enumeration does not know keeps its name. */
function renamed<R extends NamedRef>(enumeration: Enumeration, ref: R | undefined, locale: Locale): R | undefined {
  if (ref === undefined) return undefined;
  const name = enumLabel(enumeration, ref.id, locale);
  return name === '' ? ref : { ...ref, name };
}

function localisedAddress(address: EstateAddress | undefined, locale: Locale): EstateAddress | undefined {
  const city = address?.city;
  const name = city?.alias?.[locale];
  return address === undefined || city === undefined || name === undefined ? address : { ...address, city: { ...city, name } };
}

function localisedPrice(price: EstatePrice | undefined, locale: Locale): EstatePrice | undefined {
  return price?.periodName !== undefined && PER_MONTH_FORMS.has(price.periodName) ? { ...price, periodName: PER_MONTH[locale] } : price;
}

/**
 * The estate as a visitor reading `locale` sees it (§7 accept-language): head type, subtype and
 * transaction names, the top-level title and descriptions, the city name and the rent period in that
 * language, for a project's units too. The estate itself is left unchanged; no locale, no change.
 */
export function localiseEstate(estate: Estate, locale: Locale | undefined): Estate {
  if (locale === undefined) return estate;
  const general = estate.general;
  return compact({
    ...estate,
    title: general.title?.[locale] ?? estate.title,
    description: general.description?.[locale] ?? estate.description,
    short_description: general.shortDescription?.[locale] ?? estate.short_description,
    status: renamed(STATUS, estate.status, locale),
    type: renamed(HEAD_TYPE, estate.type, locale),
    subType: renamed(SUB_TYPE, estate.subType, locale),
    general: compact({
      ...general,
      headType: renamed(HEAD_TYPE, general.headType, locale),
      subType: renamed(SUB_TYPE, general.subType, locale),
      transaction: renamed(STATUS, general.transaction, locale),
      sticker: localisedSticker(general.sticker, locale),
    }),
    address: localisedAddress(estate.address, locale),
    price: localisedPrice(estate.price, locale),
    children: estate.children?.map((child) => localiseEstate(child, locale)),
  });
}
