import { HEAD_TYPE_ID } from '../enumerations/head-types';
import { estateKind } from '../routing/estate-kind';
import type { Estate } from './estate';
import { priceOrStatus, TRANSACTION_ID } from './estate-status';

/** Head types a household lives in: a project's "from" price is one of theirs (issue 13 item 5). */
const DWELLING_HEAD_TYPES: ReadonlySet<number> = new Set([HEAD_TYPE_ID.HOUSE, HEAD_TYPE_ID.APARTMENT]);

/** Subtype ids carry their head type in their hundreds (501 → garage 5, 430 → commercial 4). */
const headTypeOf = (unit: Estate): number | undefined =>
  unit.general.headType?.id ?? (unit.general.subType?.id !== undefined ? Math.floor(unit.general.subType.id / 100) : undefined);

/** A house or an apartment; parking spaces, garages, storage and commercial units are not. Unknown counts as a dwelling. */
export function isDwellingUnit(unit: Estate): boolean {
  const head = headTypeOf(unit);
  return head === undefined || DWELLING_HEAD_TYPES.has(head);
}

const transactionOf = (estate: Estate): number | undefined => estate.general.transaction?.id;

/** Subtype of a storage unit (a commercial subtype, no head type of its own). */
const STORAGE_SUB_TYPE = 430;

/** A garage, a parking space or a storage unit: sold with the homes, never what a project offers first. */
const isAncillaryUnit = (unit: Estate): boolean => headTypeOf(unit) === HEAD_TYPE_ID.GARAGE || unit.general.subType?.id === STORAGE_SUB_TYPE;

/**
 * The units a project's "from" price speaks of: its homes; a project without homes (a subdivision of plots, a
 * business park) its plots or premises (issue 20 item 1: 'Vanaf € 60.000' for plots, not 'Prijs op aanvraag').
 */
function mainUnits(units: readonly Estate[]): readonly Estate[] {
  const homes = units.filter(isDwellingUnit);
  return homes.length > 0 ? homes : units.filter((unit) => !isAncillaryUnit(unit));
}

export interface ProjectPrice {
  /** The lowest price, or undefined when no dwelling unit shows one. */
  readonly value: number | undefined;
  /** True when that price is a rent (it then carries its period wherever it is shown). */
  readonly rent: boolean;
}

/**
 * Issue 13 item 5: a project's "from" price is the lowest shown price of its dwelling units (or, without any, of
 * its plots or premises) of the project's transaction (parking and storage units do not count; nor do sold or rented units, whose transaction is
 * another: a rented flat's € 960 is no "from" price of a project for sale). A project that says no sale or
 * rent is priced by its units for sale, or by its rents when it has nothing for sale.
 */
export function projectFromPrice(project: Estate): ProjectPrice {
  const units = mainUnits((project.children ?? []).filter((unit) => unit.general.id !== project.general.id));
  const own = transactionOf(project);
  const offered = (id: number) => units.some((unit) => transactionOf(unit) === id);
  const target =
    own === TRANSACTION_ID.FOR_SALE || own === TRANSACTION_ID.TO_RENT
      ? own
      : offered(TRANSACTION_ID.FOR_SALE)
        ? TRANSACTION_ID.FOR_SALE
        : offered(TRANSACTION_ID.TO_RENT)
          ? TRANSACTION_ID.TO_RENT
          : undefined;
  const prices = units
    .filter((unit) => transactionOf(unit) === target)
    .map((unit) => priceOrStatus(unit))
    .flatMap((shown) => (shown.kind === 'price' && typeof shown.value === 'number' && shown.value > 0 ? [shown.value] : []));
  return { value: prices.length > 0 ? Math.min(...prices) : undefined, rent: target === TRANSACTION_ID.TO_RENT };
}

/**
 * Issue 13 item 5, §4/§7 "sort by price": the price a search group sorts by is the price its card shows. A
 * project sorts by its "from" price in either direction (never by a parking space, nor by its dearest unit
 * when descending); a property by its own price. Undefined (a project without a priced dwelling unit, a
 * property without a price) sorts last, as every missing value does.
 */
export function sortPrice(group: Estate): number | undefined {
  if (estateKind(group) === 'project') return projectFromPrice(group).value;
  const value = group.price?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
