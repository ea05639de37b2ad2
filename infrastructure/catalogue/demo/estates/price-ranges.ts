import { HEAD_TYPE_ID } from '../../../../domain/enumerations';
import { TRANSACTION_ID } from '../../../../domain/estate/estate-status';
import type { Range } from './size-table';
import { round } from '../numbers';

/**
 * Price bounds in euro (for rent: per month) by kind. The head type sets the usual bounds; a few
 * subtypes fall outside them on the real market and get their own.
 */
const SALE: Readonly<Record<number, Range>> = {
  [HEAD_TYPE_ID.HOUSE]: [250_000, 900_000],
  [HEAD_TYPE_ID.APARTMENT]: [160_000, 550_000],
  [HEAD_TYPE_ID.PLOT]: [60_000, 400_000],
  [HEAD_TYPE_ID.COMMERCIAL]: [150_000, 2_000_000],
  [HEAD_TYPE_ID.GARAGE]: [15_000, 60_000],
};

const SALE_BY_SUB_TYPE: Readonly<Record<string, Range>> = {
  CASTLE: [900_000, 2_500_000],
  MANOR: [900_000, 2_500_000],
  COUNTRY_ESTATE: [900_000, 2_500_000],
  EXCEPTIONAL_PROPERTY: [900_000, 2_500_000],
  APARTMENT_BLOCK: [400_000, 2_500_000],
  INVESTMENT_PROPERTY: [400_000, 2_500_000],
  MULTI_FAMILY_HOUSE: [350_000, 1_200_000],
  MOBILE_HOME: [30_000, 120_000],
  CHALET: [90_000, 300_000],
  PENTHOUSE: [250_000, 1_200_000],
  STUDIO: [80_000, 250_000],
  STUDENT_ROOM: [80_000, 250_000],
  ROOM: [80_000, 250_000],
  SERVICE_FLAT: [80_000, 250_000],
  ASSISTED_LIVING: [80_000, 250_000],
  GARAGE_COMPLEX: [90_000, 400_000],
};

const RENT: Readonly<Record<number, Range>> = {
  [HEAD_TYPE_ID.HOUSE]: [650, 2_500],
  [HEAD_TYPE_ID.APARTMENT]: [650, 2_500],
  [HEAD_TYPE_ID.PLOT]: [100, 1_000],
  [HEAD_TYPE_ID.COMMERCIAL]: [800, 6_000],
  [HEAD_TYPE_ID.GARAGE]: [60, 180],
};

/** Student rooms and studios rent below the general floor of €650. */
const SMALL_UNIT_RENT: Range = [380, 800];
const SMALL_UNITS = new Set(['STUDIO', 'STUDENT_ROOM', 'ROOM']);

/** A takeover price is the price of the business (goodwill, fittings), not of the building. */
export const TAKEOVER_RANGE: Range = [25_000, 350_000];

export const isRental = (transactionId: number): boolean =>
  transactionId === TRANSACTION_ID.TO_RENT || transactionId === TRANSACTION_ID.RENTED;

export const isTakeover = (transactionId: number): boolean =>
  transactionId === TRANSACTION_ID.TAKE_OVER || transactionId === TRANSACTION_ID.TAKEN_OVER;

/** The bounds a demo price of this kind and transaction lies within. */
export function priceRange(headTypeId: number, subTypeKey: string, transactionId: number): Range {
  if (isTakeover(transactionId)) return TAKEOVER_RANGE;
  if (isRental(transactionId)) return SMALL_UNITS.has(subTypeKey) ? SMALL_UNIT_RENT : (RENT[headTypeId] ?? [650, 2_500]);
  return SALE_BY_SUB_TYPE[subTypeKey] ?? SALE[headTypeId] ?? [60_000, 900_000];
}

/** Round figures as agencies ask them: rents to €10 (garages €5), sales to €1,000 below €100k, else €5,000. */
export function roundPrice(value: number, rental: boolean, headTypeId: number): number {
  const step = rental ? (headTypeId === HEAD_TYPE_ID.GARAGE ? 5 : 10) : value < 100_000 ? 1_000 : 5_000;
  return round(value / step) * step;
}
