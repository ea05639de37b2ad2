import { listingCard } from '../../domain/display/listing-card';
import { estateId, type Estate } from '../../domain/estate/estate';
import { isDwellingUnit, projectFromPrice, sortPrice } from '../../domain/estate/project-price';

const unit = (id: number, { head, sub, transaction, price }: { head?: number; sub?: number; transaction: number; price: number }): Estate => ({
  general: {
    id: estateId(id),
    parentId: estateId(90),
    ...(head !== undefined && { headType: { id: head } }),
    ...(sub !== undefined && { subType: { id: sub } }),
    transaction: { id: transaction },
  },
  address: { city: { id: 1, name: 'Gent', zip: '9000' } },
  price: { value: price },
});
const project = (children: readonly Estate[], transaction?: number): Estate => ({
  general: { id: estateId(90), isProject: true, title: { nl: 'Residentie', fr: 'Résidence' }, ...(transaction && { transaction: { id: transaction } }) },
  children,
});

const SALE = 1;
const RENT = 2;
const SOLD = 5;
const flat = (id: number, price: number, transaction = SALE) => unit(id, { head: 2, sub: 201, transaction, price });
const parking = (id: number, price: number, transaction = SALE) => unit(id, { head: 5, sub: 502, transaction, price });
const storage = (id: number, price: number) => unit(id, { sub: 430, transaction: SALE, price });

describe('issue 13 item 5: a project\'s "from" price is the lowest price of its dwelling units of the same transaction', () => {
  it.each([
    ['parking spaces do not count', [flat(1, 310_000), parking(2, 22_000), flat(3, 285_000)], undefined, { value: 285_000, rent: false }],
    ['storage units (subtype 430, no head type) do not count', [flat(1, 310_000), storage(2, 9_000)], undefined, { value: 310_000, rent: false }],
    ['a rental project is priced by its rents', [flat(1, 970, RENT), flat(2, 850, RENT), parking(3, 90, RENT)], undefined, { value: 850, rent: true }],
    ['units for sale win over rents when the project says nothing', [flat(1, 950, RENT), flat(2, 310_000)], undefined, { value: 310_000, rent: false }],
    ['the project\'s own transaction decides', [flat(1, 950, RENT), flat(2, 310_000)], RENT, { value: 950, rent: true }],
    ['a sold unit shows no price, so it sets none (§4)', [flat(1, 150_000, SOLD), flat(2, 290_000)], undefined, { value: 290_000, rent: false }],
    ['a rented flat (another transaction) sets no price of a project for sale', [flat(1, 960, 4), flat(2, 110_000)], SALE, { value: 110_000, rent: false }],
    ['only parking left: no "from" price', [parking(1, 22_000)], undefined, { value: undefined, rent: false }],
    [
      'issue 20 item 1: a subdivision (no homes) is priced by its plots, not by a parking space',
      [unit(1, { head: 3, sub: 301, transaction: SALE, price: 60_000 }), parking(2, 15_000), unit(3, { head: 3, sub: 301, transaction: SALE, price: 110_000 })],
      undefined,
      { value: 60_000, rent: false },
    ],
  ])('%s', (_title, children, transaction, expected) => {
    expect(projectFromPrice(project(children, transaction))).toEqual(expected);
  });

  it.each([
    ['a house', unit(1, { head: 1, transaction: SALE, price: 1 }), true],
    ['an apartment by its subtype only', unit(1, { sub: 203, transaction: SALE, price: 1 }), true],
    ['a parking space', parking(1, 1), false],
    ['a storage unit', storage(1, 1), false],
  ])('%s is a dwelling: %s', (_title, estate, dwelling) => {
    expect(isDwellingUnit(estate)).toBe(dwelling);
  });

  it('the card of a rental project carries the rent period; the card of a residence ignores its parking', () => {
    expect(listingCard(project([flat(1, 970, RENT), parking(2, 90, RENT)]), 'nl').price).toBe('Vanaf € 970 per maand');
    expect(listingCard(project([flat(1, 310_000), parking(2, 22_000)]), 'fr').price).toBe('À partir de € 310.000');
  });
});

describe('issue 13 item 5, §4/§7: a search group sorts by the price its card shows', () => {
  it.each([
    ['a project: its "from" price, not its parking space', project([flat(1, 310_000), parking(2, 22_000), flat(3, 450_000)]), 310_000],
    ['a rental project: its lowest rent', project([flat(1, 970, RENT), parking(2, 90, RENT)]), 970],
    ['a project with parking spaces only: none (sorts last)', project([parking(1, 22_000)]), undefined],
    ['a project flagged so, without units: none (sorts last)', project([]), undefined],
    ['a property: its own price', flat(1, 285_000), 285_000],
    ['a property without a price: none (sorts last)', { general: { id: estateId(4) } }, undefined],
  ])('%s', (_title, group, expected) => {
    expect(sortPrice(group)).toBe(expected);
  });
});

describe('issue 13 items 3 and 8: a card speaks the page language and calls only a dwelling\'s area "living"', () => {
  it('a sold estate shows the status of the page language even when upstream named it in Dutch', () => {
    const sold: Estate = { general: { id: estateId(5), transaction: { id: SOLD, name: 'Verkocht' } } };
    expect(listingCard(sold, 'fr').statusLabel).toBe('Vendu');
    expect(listingCard(sold, 'nl').statusLabel).toBe('Verkocht');
  });

  it.each([
    ['a garage box', { head: 5, sub: 501 }, { area: '18 m²' }],
    ['a shop', { head: 4, sub: 401 }, { area: '18 m²' }],
    ['an apartment', { head: 2, sub: 201 }, { livingArea: '18 m²' }],
  ])('%s', (_title, { head, sub }, shown) => {
    const estate: Estate = { ...unit(7, { head, sub, transaction: SALE, price: 1 }), general: { id: estateId(7), headType: { id: head }, subType: { id: sub } }, dimensions: { areaBuild: 18 } };
    const card = listingCard(estate, 'nl');
    expect({ area: card.area, livingArea: card.livingArea }).toEqual({ area: undefined, livingArea: undefined, ...shown });
  });
});
