import type { Estate } from '../estate/estate';
import { TRANSACTION_ID } from '../estate/estate-status';
import { projectFromPrice } from '../estate/project-price';
import { estateKind } from '../routing/estate-kind';
import type { Grouping } from './grouping';
import { priceBand } from './price-band';

/** §9: the group of estates that have no key for the chosen grouping (typically projects). */
export const NO_GROUP_KEY = 'Projecten';

export interface GroupSlot {
  readonly key: string;
  /** The label the data itself offers (an upstream name, a city, a price band). */
  readonly label: string;
}

/** A project's own fields may be empty: its first unit stands in for it. */
function pick<T>(estate: Estate, read: (estate: Estate) => T | null | undefined): T | undefined {
  const own = read(estate);
  if (own !== undefined && own !== null) return own;
  const firstChild = estate.children?.[0];
  return firstChild ? (read(firstChild) ?? undefined) : undefined;
}

function refSlot(ref: { readonly id: number; readonly name?: string } | undefined): GroupSlot | undefined {
  return ref && { key: String(ref.id), label: ref.name ?? String(ref.id) };
}

/**
 * §9 group keys. TYPE, SUBTYPE and STATUS group on the id (names differ per language and give the
 * label); CITY on the city name; PRICE on a price band. Undefined: the estate has no key.
 */
export function groupSlot(estate: Estate, grouping: Grouping): GroupSlot | undefined {
  switch (grouping) {
    case 'TYPE':
      return refSlot(pick(estate, (e) => e.general.headType));
    case 'SUBTYPE':
      return refSlot(pick(estate, (e) => e.general.subType));
    case 'STATUS':
      return refSlot(pick(estate, (e) => e.general.transaction));
    case 'CITY': {
      const name = pick(estate, (e) => e.address?.city?.name?.trim() || undefined);
      return name === undefined ? undefined : { key: name, label: name };
    }
    case 'PRICE': {
      if (estateKind(estate) === 'project') {
        // Issue 20 item 1: a project sits in the band of the price its card shows, its "from" price (a rent among
        // the rents), as the search sorts it (sortPrice); not in that of its own price, often a parking space's.
        const from = projectFromPrice(estate);
        const band = priceBand(from.value, from.rent ? TRANSACTION_ID.TO_RENT : TRANSACTION_ID.FOR_SALE);
        return band && { key: band.key, label: band.label };
      }
      const band = priceBand(
        pick(estate, (e) => e.price?.value),
        pick(estate, (e) => e.general.transaction?.id),
      );
      return band && { key: band.key, label: band.label };
    }
  }
}

export function groupKey(estate: Estate, grouping: Grouping): string | undefined {
  return groupSlot(estate, grouping)?.key;
}
