import { enumLabel } from '../enumerations/enumeration';
import { STATUS } from '../enumerations/status';
import type { Estate } from '../estate/estate';
import { isRented, isSold, TRANSACTION_ID } from '../estate/estate-status';
import { projectFromPrice } from '../estate/project-price';
import { estateKind } from '../routing/estate-kind';
import type { Locale, Translated } from '../shared/locale';
import { formatPrice } from './format-units';
import { pricePrefix, rentPeriod } from './labels';

/**
 * Issue 20 item 1: what an estate shows where its price goes, decided once for every front-end (cards, detail
 * header, a project's units, compare, brochure, mails, the terminal):
 * - `sale`: a sale price ('€ 250.000', 'Vanaf € 250.000' with §2 priceFrom or for a project);
 * - `rent`: a rent on offer, always a monthly amount ('€ 950 per maand');
 * - `rented`: let already (§4 RENTED); the status label 'Verhuurd' *and* the rent it was let for, per month. §4
 *   hides only a sold price; a professional site keeps the rent of a let flat as a reference, and the label
 *   says at once that it is no longer on offer (without a known rent, the label alone);
 * - `sold`: the status label instead of the price (§2 listing card, §4: sold, taken over);
 * - `onRequest`: on offer without a price ('Prijs op aanvraag'), or a project without a priced dwelling unit.
 * A project's line is its "from" price (issue 13 item 5): a rent when its own transaction is a rent.
 */
export type PriceLineKind = 'sale' | 'rent' | 'rented' | 'sold' | 'onRequest';

/** Plain JSON: the server renders it and the browser hydrates the same. */
export interface PriceLine {
  readonly kind: PriceLineKind;
  /** Euros, when the line shows an amount (sale, rent, rented). */
  readonly amount?: number;
  /** Every rent is a monthly amount. */
  readonly period?: 'month';
  /** §2 'From' before the amount: priceFrom set, or a project's lowest unit. */
  readonly prefix?: 'from';
  /** Sold and rented: the transaction id and its status name in the page's language (§3 labels). */
  readonly transactionId?: number;
  readonly statusLabel?: string;
}

const ON_REQUEST: Translated = { nl: 'Prijs op aanvraag', fr: 'Prix sur demande', en: 'Price on request', de: 'Preis auf Anfrage' };

const positive = (value: number | null | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/** The status name in the page's language; upstream's name only for an id we have no label for (§3). */
function statusLabel(estate: Estate, locale: Locale): string {
  const transaction = estate.general.transaction;
  return enumLabel(STATUS, transaction?.id, locale) || transaction?.name || estate.status?.name || '';
}

function status(estate: Estate, locale: Locale): Pick<PriceLine, 'transactionId' | 'statusLabel'> {
  const id = estate.general.transaction?.id;
  return { ...(id !== undefined && { transactionId: id }), statusLabel: statusLabel(estate, locale) };
}

function projectLine(project: Estate): PriceLine {
  const { value, rent } = projectFromPrice(project);
  if (value === undefined) return { kind: 'onRequest' };
  return { kind: rent ? 'rent' : 'sale', amount: value, prefix: 'from', ...(rent && { period: 'month' as const }) };
}

/** The price line of an estate, a project or one of its units, in the page's language (§2, §4, issue 20 item 1). */
export function priceLine(estate: Estate, locale: Locale): PriceLine {
  if (isSold(estate)) return { kind: 'sold', ...status(estate, locale) };
  if (estateKind(estate) === 'project') return projectLine(estate);
  const amount = positive(estate.price?.value);
  const from = estate.price?.priceFrom === true ? { prefix: 'from' as const } : {};
  // §4 'rented' lists the rental transactions (2, 4, 6, 8; 10 from the alternative source): 2 is on offer, the others are let.
  if (isRented(estate)) {
    if (estate.general.transaction?.id !== TRANSACTION_ID.TO_RENT) {
      return { kind: 'rented', ...status(estate, locale), ...(amount !== undefined && { amount, period: 'month' as const, ...from }) };
    }
    return amount === undefined ? { kind: 'onRequest' } : { kind: 'rent', amount, period: 'month', ...from };
  }
  return amount === undefined ? { kind: 'onRequest' } : { kind: 'sale', amount, ...from };
}

/**
 * The words of the line where a price goes: 'Vanaf € 90 per maand', 'Prijs op aanvraag'; undefined when the
 * line shows no amount (sold, or rented without a known rent: its status label says it all).
 */
export function priceText(line: PriceLine, locale: Locale): string | undefined {
  if (line.kind === 'onRequest') return ON_REQUEST[locale];
  if (line.amount === undefined) return undefined;
  const prefix = line.prefix === 'from' ? `${pricePrefix(true, locale)} ` : '';
  const period = line.period === 'month' ? ` ${rentPeriod(locale)}` : '';
  return `${prefix}${formatPrice(line.amount)}${period}`;
}

/**
 * Issue 20 item 1: a price sorts among prices of its kind only, sales before rents (a € 90 rent is no cheap
 * sale); a line without an amount has no price to sort by.
 */
export function priceSortGroup(line: PriceLine): 'sale' | 'rent' | undefined {
  if (line.amount === undefined) return undefined;
  return line.period === 'month' ? 'rent' : 'sale';
}

/**
 * The whole line as one text, for the front-ends that write text (the terminal, mails, compare, a map marker's
 * name): 'Verkocht', 'Verhuurd · € 810 per maand', 'Vanaf € 950 per maand'; '' when it shows nothing.
 */
export function priceSummary(line: PriceLine, locale: Locale): string {
  return [line.statusLabel, priceText(line, locale)].filter(Boolean).join(' · ');
}
