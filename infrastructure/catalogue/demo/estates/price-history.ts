import type { PriceChange } from '../../../../domain/alerts/estate-change';
import type { Estate } from '../../../../domain/estate/estate';
import { TRANSACTION_ID } from '../../../../domain/estate/estate-status';
import { searchUnits } from '../../../../domain/search/search-field-value';
import type { Prng } from '../prng';
import { addDays, utcDateTime } from '../time/calendar';
import { STICKERS } from './estate-media';
import { ceil, floor, max, min } from '../numbers';

const DAY_MS = 86_400_000;

/** A rent steps by €10 a month, a sale under €100,000 by €1,000, any other by €5,000 (as the demo's prices do). */
const stepOf = (estate: Estate, price: number): number => (estate.general.transaction?.id === TRANSACTION_ID.TO_RENT ? 10 : price < 100_000 ? 1_000 : 5_000);

/**
 * Issue 20 item 8: the price history behind every "price reduced" sticker: one earlier, higher price (5–15 % more),
 * lowered to today's price on a day after the listing went online and before the reference date, so that the
 * detail page can say from what to what and since when.
 */
export function priceDropHistory(rng: Prng, groups: readonly Estate[], referenceDate: string): PriceChange[] {
  return groups.flatMap(searchUnits).flatMap((estate): PriceChange[] => {
    const to = estate.price?.value;
    if (estate.general.sticker?.id !== STICKERS.PRICE_DROP.id || typeof to !== 'number' || to <= 0) return [];
    const step = stepOf(estate, to);
    const from = max(to + step, ceil((to * (1 + rng.int(5, 15) / 100)) / step) * step);
    const published = estate.general.publicationDate ?? addDays(referenceDate, -90);
    const daysOnline = floor((Date.parse(`${referenceDate}T00:00:00Z`) - Date.parse(published)) / DAY_MS);
    const at = utcDateTime(addDays(referenceDate, -rng.int(1, min(60, max(1, daysOnline - 1)))), rng.int(9 * 60, 17 * 60));
    return [{ kind: 'price', estateId: Number(estate.general.id), at, from, to }];
  });
}
