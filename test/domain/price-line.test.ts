import { priceLine, priceSummary, priceText, type PriceLine } from '../../domain/display/price-line';
import { estateId, type Estate } from '../../domain/estate/estate';
import type { Locale } from '../../domain/shared/locale';

const flat = (transaction: number | undefined, value: number | null, extra: Partial<Estate['general']> = {}): Estate => ({
  general: { id: estateId(945), ...(transaction !== undefined && { transaction: { id: transaction } }), ...extra },
  price: { value },
});

const unit = (id: number, transaction: number, value: number, headType = 2): Estate => ({
  general: { id: estateId(id), parentId: estateId(40), headType: { id: headType }, transaction: { id: transaction } },
  price: { value },
});

const project = (transaction: number, children: readonly Estate[]): Estate => ({
  general: { id: estateId(40), isProject: true, headType: { id: 6 }, transaction: { id: transaction } },
  price: { value: 90 },
  children,
});

const texts = (line: PriceLine) => (['nl', 'fr', 'en', 'de'] as const).map((locale: Locale) => priceSummary(line, locale));

describe('issue 20 item 1: one price line per estate (§2 listing card, §4 listing status)', () => {
  it('for sale: the amount, no period', () => {
    expect(priceLine(flat(1, 250_000), 'nl')).toEqual({ kind: 'sale', amount: 250_000 });
    expect(texts(priceLine(flat(1, 250_000), 'nl'))).toEqual(['€ 250.000', '€ 250.000', '€ 250.000', '€ 250.000']);
  });

  it('§2 "From" prefix when priceFrom is set', () => {
    const line = priceLine({ ...flat(1, 300_000), price: { value: 300_000, priceFrom: true } }, 'de');
    expect(line).toEqual({ kind: 'sale', amount: 300_000, prefix: 'from' });
    expect(priceText(line, 'de')).toBe('Ab € 300.000');
  });

  it('to rent (TO_RENT 2): a monthly amount in every language', () => {
    const line = priceLine(flat(2, 960), 'fr');
    expect(line).toEqual({ kind: 'rent', amount: 960, period: 'month' });
    expect(texts(line)).toEqual(['€ 960 per maand', '€ 960 par mois', '€ 960 per month', '€ 960 pro Monat']);
  });

  it('rented (RENTED 4): the status label and the rent it was let for, per month', () => {
    const inEvery = (['nl', 'fr', 'en', 'de'] as const).map((locale) => priceSummary(priceLine(flat(4, 810), locale), locale));
    expect(priceLine(flat(4, 810), 'nl')).toEqual({ kind: 'rented', amount: 810, period: 'month', transactionId: 4, statusLabel: 'Verhuurd' });
    expect(inEvery).toEqual(['Verhuurd · € 810 per maand', 'Loué · € 810 par mois', 'Rented · € 810 per month', 'Vermietet · € 810 pro Monat']);
  });

  it('rented without a known rent: the label alone', () => {
    const line = priceLine(flat(4, null), 'en');
    expect(line).toEqual({ kind: 'rented', transactionId: 4, statusLabel: 'Rented' });
    expect(priceText(line, 'en')).toBeUndefined();
  });

  it('§4 the alternative source\'s let ids (8, 10) are rented too; its 6 is sold', () => {
    const guid = { skarabeeGuid: 'abc' };
    expect(priceLine(flat(10, 700, guid), 'nl')).toMatchObject({ kind: 'rented', amount: 700, period: 'month' });
    expect(priceLine(flat(8, 700), 'nl')).toMatchObject({ kind: 'rented', amount: 700, period: 'month' });
    expect(priceLine(flat(6, 700, guid), 'nl').kind).toBe('sold');
  });

  it.each([
    ['sold (5)', 5, 'Verkocht'],
    ['taken over (6)', 6, 'Overgenomen'],
  ])('§4 %s: the status label instead of the price', (_title, transaction, label) => {
    const line = priceLine(flat(transaction, 400_000), 'nl');
    expect(line).toEqual({ kind: 'sold', transactionId: transaction, statusLabel: label });
    expect(priceText(line, 'nl')).toBeUndefined();
    expect(priceSummary(line, 'nl')).toBe(label);
  });

  it('§4 the alternative source sells with id 1', () => {
    expect(priceLine(flat(1, 400_000, { skarabeeGuid: 'x' }), 'fr')).toEqual({ kind: 'sold', transactionId: 1, statusLabel: 'À vendre' });
  });

  it('on offer without a price: on request, in every language', () => {
    for (const estate of [flat(1, null), flat(1, 0), flat(2, -1), flat(undefined, null)]) {
      expect(priceLine(estate, 'nl')).toEqual({ kind: 'onRequest' });
    }
    expect(texts({ kind: 'onRequest' })).toEqual(['Prijs op aanvraag', 'Prix sur demande', 'Price on request', 'Preis auf Anfrage']);
  });

  it('a project for sale: "from" its lowest sale price of a dwelling unit, never a parking rent or a let flat', () => {
    const line = priceLine(project(1, [unit(41, 1, 320_000), unit(42, 4, 950), unit(43, 1, 280_000), unit(44, 2, 90, 5)]), 'nl');
    expect(line).toEqual({ kind: 'sale', amount: 280_000, prefix: 'from' });
    expect(priceText(line, 'nl')).toBe('Vanaf € 280.000');
  });

  it('a project to rent: "from" its lowest rent, per month', () => {
    const line = priceLine(project(2, [unit(41, 2, 1_100), unit(42, 2, 950), unit(43, 1, 280_000)]), 'fr');
    expect(line).toEqual({ kind: 'rent', amount: 950, prefix: 'from', period: 'month' });
    expect(priceText(line, 'fr')).toBe('À partir de € 950 par mois');
  });

  it('a project without a priced dwelling unit is on request; a sold project shows its status', () => {
    expect(priceLine(project(1, [unit(41, 5, 300_000)]), 'nl')).toEqual({ kind: 'onRequest' });
    expect(priceLine(project(5, [unit(41, 1, 300_000)]), 'nl')).toEqual({ kind: 'sold', transactionId: 5, statusLabel: 'Verkocht' });
  });

  it('is plain JSON: the server renders it and the browser hydrates the same', () => {
    const line = priceLine(flat(4, 810), 'de');
    expect(JSON.parse(JSON.stringify(line))).toEqual(line);
  });
});
