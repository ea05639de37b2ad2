import { TRANSACTION_ID } from '../estate/estate-status';
import { enumerationFromRows } from './enumeration';

/**
 * §3 status (transaction) with the agreed ids of `TRANSACTION_ID`.
 * The alternative source's ids 7, 8 and 10 (§4, §9) are left out on purpose: §4 counts 1, 6 and 7
 * as "sold" and 2, 4, 6, 8 and 10 as "rented" for that source, so its ids do not mean what ours
 * mean and no label can be given to them without guessing. Upstream's transaction name covers them.
 */
export const STATUS = enumerationFromRows('Status', [
  [TRANSACTION_ID.FOR_SALE, 'FOR_SALE', 'Te koop', 'À vendre', 'For sale', 'Zu verkaufen'],
  [TRANSACTION_ID.TO_RENT, 'TO_RENT', 'Te huur', 'À louer', 'For rent', 'Zu vermieten'],
  [TRANSACTION_ID.TAKE_OVER, 'TAKE_OVER', 'Over te nemen', 'À remettre', 'For takeover', 'Zu übernehmen'],
  [TRANSACTION_ID.RENTED, 'RENTED', 'Verhuurd', 'Loué', 'Rented', 'Vermietet'],
  [TRANSACTION_ID.SOLD, 'SOLD', 'Verkocht', 'Vendu', 'Sold', 'Verkauft'],
  [TRANSACTION_ID.TAKEN_OVER, 'TAKEN_OVER', 'Overgenomen', 'Remis', 'Taken over', 'Übernommen'],
]);
