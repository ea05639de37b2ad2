import { enumLabel } from '../enumerations/enumeration';
import { STATUS } from '../enumerations/status';
import { SUB_TYPE } from '../enumerations/sub-types';
import type { Estate, Picture, Sticker } from '../estate/estate';
import { priceOrStatus, TRANSACTION_ID } from '../estate/estate-status';
import { isDwellingUnit, projectFromPrice } from '../estate/project-price';
import { estateDetailPath } from '../routing/estate-detail-path';
import { estateKind } from '../routing/estate-kind';
import type { Locale } from '../shared/locale';
import { formatArea, formatPrice } from './format-units';
import { pricePrefix, rentPeriod } from './labels';
import { roomCounts } from './rooms';
import { effectiveSticker } from './sticker';

/** §2 listing card image size. */
export const CARD_IMAGE = { width: 370, height: 250 } as const;

/** Everything a listing card shows (§2 "Listing card"), worked out once for every front-end. */
export interface ListingCard {
  readonly id: string;
  readonly href: string;
  /** '{subType} in {city}' parts; the front-end joins them in its language. A project shows its title. */
  readonly subType: string;
  readonly city: string;
  readonly projectTitle?: string;
  readonly image?: string;
  /** The picture behind `image`, with its variants when our catalogue serves them (issue 20). */
  readonly photo?: Picture;
  readonly sticker: Sticker | null;
  /** The price with its 'From' prefix, or nothing when sold. */
  readonly price?: string;
  /** For a sold estate: the status name shown instead of the price. */
  readonly statusLabel?: string;
  readonly energyLabel?: string;
  readonly bedrooms?: number;
  readonly bathrooms?: number;
  readonly livingArea?: string;
  /** The built area of what is not a dwelling (garage, parking, commercial): no "living" area. */
  readonly area?: string;
}

const positive = (value: number | null | undefined): number | undefined => (typeof value === 'number' && value > 0 ? value : undefined);

const isForRent = (estate: Estate): boolean => estate.general.transaction?.id === TRANSACTION_ID.TO_RENT;

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
  const shown = priceOrStatus(estate);
  const project = isProject ? projectFromPrice(estate) : undefined;
  const value = project ? project.value : shown.kind === 'price' ? positive(shown.value) : undefined;
  const rent = project ? project.rent : isForRent(estate);
  const from = isProject || (shown.kind === 'price' && shown.priceFrom);
  const counts = roomCounts(estate.rooms);
  const picture = [...(estate.pictures ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0))[0];
  const card: ListingCard = {
    id: String(general.id),
    href: estateDetailPath(estate, locale),
    // Issue 13 item 3: the subtype in the page's language; upstream's name (in whatever language it came) only for an id we do not know.
    subType: subTypeIn(general.subType?.name || lead.general.subType?.name, subTypeId, locale),
    city: city?.alias?.[locale] || city?.name || '',
    sticker: effectiveSticker(general.sticker),
    ...(isProject && { projectTitle: general.title?.[locale] || estate.title || '' }),
    ...(picture && { image: picture.file, photo: picture.variants ? { file: picture.file, variants: picture.variants } : { file: picture.file } }),
    ...(value !== undefined && {
      price: `${from ? `${pricePrefix(true, locale)} ` : ''}${formatPrice(value)}${rent ? ` ${rentPeriod(locale)}` : ''}`,
    }),
    // Issue 13 item 3: the status in the page's language; upstream's name (often Dutch) only for an id we do not know.
    ...(shown.kind === 'status' && { statusLabel: enumLabel(STATUS, shown.transactionId, locale) || shown.label }),
    ...(estate.energy?.energyLabel && { energyLabel: estate.energy.energyLabel }),
    ...(positive(general.bedroomCount ?? counts.bedrooms) !== undefined && { bedrooms: positive(general.bedroomCount ?? counts.bedrooms) }),
    ...(positive(counts.bathrooms) !== undefined && { bathrooms: counts.bathrooms }),
    // Issue 13 item 8: only a dwelling has a living area; a garage, a plot or a shop has an area.
    ...(formatArea(estate.dimensions?.areaBuild) && (isDwellingUnit(estate) ? { livingArea: formatArea(estate.dimensions?.areaBuild) } : { area: formatArea(estate.dimensions?.areaBuild) })),
  };
  return card;
}
