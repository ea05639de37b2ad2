import { enumLabel } from '../enumerations/enumeration';
import { ENERGY_LABEL } from '../enumerations/energy-label';
import { SUB_TYPE } from '../enumerations/sub-types';
import type { Estate, Picture, Sticker } from '../estate/estate';
import { isDwellingUnit } from '../estate/project-price';
import { cardEnergyLine } from '../legal/card-energy';
import { valueWithFallback } from '../visibility/fallback-fields';
import { estateDetailPath } from '../routing/estate-detail-path';
import { estateKind } from '../routing/estate-kind';
import type { Locale } from '../shared/locale';
import { cityNameIn } from './city-name';
import { estateTitle } from './estate-title';
import { formatArea } from './format-units';
import { firstPhoto } from './photo-order';
import { priceLine, priceSummary, priceText, type PriceLine } from './price-line';
import { roomCounts } from './rooms';
import { effectiveSticker } from './sticker';

/** §2 listing card image size. */
export const CARD_IMAGE = { width: 370, height: 250 } as const;

/** Everything a listing card shows (§2 "Listing card"), worked out once for every front-end. */
export interface ListingCard {
  readonly id: string;
  readonly href: string;
  /** Issue 19: the estate's one title (domain/display/estate-title.ts), in the page's language. */
  readonly title: string;
  /** The subtype and city in the page's language (the title's parts; a project's units table names a unit by its subtype). */
  readonly subType: string;
  readonly city: string;
  readonly image?: string;
  /** The picture behind `image`, with its variants when our catalogue serves them (issue 20). */
  readonly photo?: Picture;
  readonly sticker: Sticker | null;
  /** Issue 20 item 1: what goes where the price goes, decided once (domain/display/price-line.ts). */
  readonly priceLine: PriceLine;
  /** The line's words: the price with its 'From' prefix and, for a rent, 'per maand'; 'Prijs op aanvraag'; nothing when sold. */
  readonly price?: string;
  /** Sold (instead of the price) and rented (beside the rent): the status name in the page's language. */
  readonly statusLabel?: string;
  /** The status and the price as one text ("Verhuurd · € 950 per maand"), where one line names the estate: the map, the terminal. */
  readonly priceSummary: string;
  /** The EU class as its code (for the colour) and its symbol ('A_PLUS_A_PLUS_PLUS', 'A+/A++'). */
  readonly energyLabel?: { readonly code: string; readonly text: string };
  /** Issue 24: the energy figures the estate's region asks of every advertisement, as one line ("EPC B · 210 kWh/m²/jaar"). */
  readonly energyLine?: string;
  readonly bedrooms?: number;
  readonly bathrooms?: number;
  readonly livingArea?: string;
  /** The built area of what is not a dwelling (garage, parking, commercial): no "living" area. */
  readonly area?: string;
}

const positive = (value: number | null | undefined): number | undefined => (typeof value === 'number' && value > 0 ? value : undefined);

/**
 * Issue 13 item 3: upstream's subtype name, unless it is the Dutch name of a subtype that has one in the
 * page's language ('Appartement met tuin' on an English page becomes 'Garden apartment').
 */
function subTypeIn(name: string | undefined, id: number | undefined, locale: Locale): string {
  const label = enumLabel(SUB_TYPE, id, locale);
  if (!name) return label;
  return locale !== 'nl' && label && name === enumLabel(SUB_TYPE, id, 'nl') ? label : name;
}

export function listingCard(estate: Estate, locale: Locale): ListingCard {
  const isProject = estateKind(estate) === 'project';
  const lead = isProject ? (estate.children?.[0] ?? estate) : estate;
  const general = estate.general;
  const subTypeId = general.subType?.id ?? lead.general.subType?.id;
  const city = estate.address?.city ?? lead.address?.city;
  const line = priceLine(estate, locale);
  const price = priceText(line, locale);
  const counts = roomCounts(estate.rooms);
  const picture = firstPhoto(estate.pictures);
  const energyLine = cardEnergyLine(estate, locale);
  // The certificate's label, or the notary group's (§2 fallback fields).
  const label = valueWithFallback(estate, 'energy.energyLabel');
  const energyText = typeof label === 'string' ? enumLabel(ENERGY_LABEL, label, locale) : '';
  const energyLabel = energyText !== '' ? { code: String(label), text: energyText } : undefined;
  // Issue 13 item 3: the subtype in the page's language; upstream's name (in whatever language it came) only for an id we do not know.
  const subType = subTypeIn(general.subType?.name || lead.general.subType?.name, subTypeId, locale);
  const cityName = city ? cityNameIn(city, locale) : '';
  const card: ListingCard = {
    id: String(general.id),
    href: estateDetailPath(estate, locale),
    title: estateTitle(estate, locale, { subType, city: cityName }),
    subType,
    city: cityName,
    sticker: effectiveSticker(general.sticker),
    ...(picture && { image: picture.file, photo: picture.variants ? { file: picture.file, variants: picture.variants } : { file: picture.file } }),
    priceLine: line,
    ...(price !== undefined && { price }),
    // Issue 13 item 3: the status in the page's language; upstream's name (often Dutch) only for an id we do not know.
    ...(line.statusLabel && { statusLabel: line.statusLabel }),
    priceSummary: priceSummary(line, locale),
    ...(energyLabel && { energyLabel }),
    ...(energyLine && { energyLine }),
    ...(positive(general.bedroomCount ?? counts.bedrooms) !== undefined && { bedrooms: positive(general.bedroomCount ?? counts.bedrooms) }),
    ...(positive(counts.bathrooms) !== undefined && { bathrooms: counts.bathrooms }),
    // Issue 13 item 8: only a dwelling has a living area; a garage, a plot or a shop has an area.
    ...(formatArea(estate.dimensions?.areaBuild) && (isDwellingUnit(estate) ? { livingArea: formatArea(estate.dimensions?.areaBuild) } : { area: formatArea(estate.dimensions?.areaBuild) })),
  };
  return card;
}
