import { HEAD_TYPE_ID } from '../../../../domain/enumerations';
import type { Estate } from '../../../../domain/estate/estate';
import { TRANSACTION_ID } from '../../../../domain/estate/estate-status';
import type { NotaryFields } from '../../../../domain/estate/property-fields';
import { addDays, brusselsDateTime } from '../time/calendar';

/** How many listings the demo sells at a public (in-person) notary session. */
const PUBLIC_SALES = 2;

const fits = (estate: Estate): boolean =>
  !estate.children &&
  estate.general.transaction?.id === TRANSACTION_ID.FOR_SALE &&
  (estate.general.headType?.id === HEAD_TYPE_ID.HOUSE || estate.general.headType?.id === HEAD_TYPE_ID.APARTMENT) &&
  estate.address?.country?.id === 'BE' &&
  estate.fields?.notary === undefined &&
  !estate.general.sticker &&
  typeof estate.price?.value === 'number';

/**
 * Issue 20: the demo's notary sales were all online (biddit), so `?notary=public` found nothing. The two listings for
 * sale with the lowest ids that fit (a house or flat in Belgium, no sticker, no other notary sale) are sold at a
 * public session instead: at a notary's office in their town, three and four weeks after the reference date, with
 * a viewing day the week before. Added after the draw, so that every other listing stays as it was.
 */
export function withPublicNotarySales(groups: readonly Estate[], referenceDate: string): Estate[] {
  const chosen = groups.filter(fits).sort((a, b) => Number(a.general.id) - Number(b.general.id)).slice(0, PUBLIC_SALES);
  return groups.map((estate) => {
    const index = chosen.indexOf(estate);
    if (index < 0) return estate;
    const sessionDay = addDays(referenceDate, 21 + 7 * index);
    const dutch = estate.address?.region === 'FLANDERS';
    const town = estate.address?.city?.name ?? '';
    const notary: NotaryFields = {
      setting_price: estate.price?.value ?? undefined,
      increment: 2_500,
      session_date: brusselsDateTime(sessionDay, 14 * 60),
      location_public_auction: dutch ? `Notariskantoor Demo, ${town}` : `Étude notariale Démo, ${town}`,
      visit_date: addDays(sessionDay, -7),
      sold_by: dutch ? 'Notariskantoor Demo' : 'Étude notariale Démo',
    };
    return { ...estate, fields: { ...estate.fields, notary } };
  });
}
