import { priceLine } from '../../domain/display/price-line';
import { estateId, type Estate } from '../../domain/estate/estate';
import { nextUnitSort, parseUnitSort, sortUnits, statedVatRates, unitSortValues, type UnitSortValues } from '../../domain/estate/unit-picker';

const row = (id: string, values: Omit<UnitSortValues, 'unit'>) => ({ id, sortValues: { unit: `Appartement ${id}`, ...values } });
const rows = [
  row('A1', { floor: 1, bedrooms: 2, area: 85, price: 285_000 }),
  row('A2', { floor: 0, bedrooms: 1, price: 240_000 }), // area unknown
  row('A10', { floor: 2, bedrooms: 3, area: 120 }), // sold: price hidden (§4)
  row('A3', { floor: 2, bedrooms: 2, area: 92, price: 310_000 }),
];
const order = (sorted: readonly { id: string }[]) => sorted.map((r) => r.id);

describe('issue 12 item 4: the unit picker sorts by a column from the URL', () => {
  it.each([
    ['price-asc', { key: 'price', order: 'asc' }],
    ['area-desc', { key: 'area', order: 'desc' }],
    ['unit-asc', { key: 'unit', order: 'asc' }],
    ['price', undefined],
    ['status-asc', undefined],
    ['price-up', undefined],
    ['', undefined],
    [null, undefined],
  ])('reads %p as %p (anything else keeps the project order)', (text, expected) => {
    expect(parseUnitSort(text)).toEqual(expected);
  });

  it.each([
    ['an unsorted column sorts ascending', undefined, 'price', { key: 'price', order: 'asc' }],
    ['the sorted column turns to descending', { key: 'price', order: 'asc' } as const, 'price', { key: 'price', order: 'desc' }],
    ['and back to ascending', { key: 'price', order: 'desc' } as const, 'price', { key: 'price', order: 'asc' }],
    ['another column starts ascending', { key: 'price', order: 'desc' } as const, 'area', { key: 'area', order: 'asc' }],
  ] as const)('%s', (_title, current, key, expected) => {
    expect(nextUnitSort(current, key)).toEqual(expected);
  });

  it.each([
    ['price ascending; §4 the sold unit (price hidden) last', 'price-asc', ['A2', 'A1', 'A3', 'A10']],
    ['price descending; §4 the sold unit still last, its hidden price tells nothing', 'price-desc', ['A3', 'A1', 'A2', 'A10']],
    ['area ascending; unknown area last', 'area-asc', ['A1', 'A3', 'A10', 'A2']],
    ['area descending; unknown area last', 'area-desc', ['A10', 'A3', 'A1', 'A2']],
    ['floor ascending; equal floors keep the project order', 'floor-asc', ['A2', 'A1', 'A10', 'A3']],
    ['bedrooms descending', 'bedrooms-desc', ['A10', 'A1', 'A3', 'A2']],
    ['unit name, numbers read as numbers (A2 before A10)', 'unit-asc', ['A1', 'A2', 'A3', 'A10']],
    ['no sort: the project order', 'nonsense', ['A1', 'A2', 'A10', 'A3']],
  ])('%s', (_title, sort, expected) => {
    expect(order(sortUnits(rows, parseUnitSort(sort)))).toEqual(expected);
  });

  it('§4 a sold unit has no price to sort by, whatever its recorded price', () => {
    const sold: Estate = { general: { id: estateId(1), transaction: { id: 5 } }, price: { value: 199_000 } };
    const forSale: Estate = { general: { id: estateId(2), transaction: { id: 1 }, floor: '3' }, price: { value: 199_000 }, dimensions: { areaBuild: 90 } };
    expect(unitSortValues(sold, { name: 'A', priceLine: priceLine(sold, 'nl') })).toEqual({ unit: 'A' });
    expect(unitSortValues(forSale, { name: 'B', bedrooms: 2, priceLine: priceLine(forSale, 'nl') })).toEqual({
      unit: 'B',
      floor: 3,
      bedrooms: 2,
      area: 90,
      price: 199_000,
      priceKind: 'sale',
    });
  });

  it('issue 20 item 1: by price, rents (let or on offer) never sort among sale prices; sales first, then rents, in either order', () => {
    const unit = (id: number, transaction: number, value: number): Estate => ({ general: { id: estateId(id), transaction: { id: transaction } }, price: { value } });
    const units = [unit(1, 1, 310_000), unit(2, 2, 950), unit(3, 1, 240_000), unit(4, 2, 90), unit(5, 4, 810), unit(6, 5, 100_000)];
    const priced = units.map((estate) => ({ id: String(estate.general.id), sortValues: unitSortValues(estate, { name: 'X', priceLine: priceLine(estate, 'nl') }) }));
    expect(order(sortUnits(priced, parseUnitSort('price-asc')))).toEqual(['3', '1', '4', '5', '2', '6']);
    expect(order(sortUnits(priced, parseUnitSort('price-desc')))).toEqual(['1', '3', '2', '5', '4', '6']);
    expect(priced.find((row) => row.id === '5')?.sortValues).toMatchObject({ price: 810, priceKind: 'rent' });
  });
});

describe('§9 VAT regimes of new builds (6, 12 or 21 %) where the estate states them', () => {
  const withFinancial = (financial: NonNullable<NonNullable<Estate['fields']>['financial']>): Estate => ({ general: { id: estateId(1) }, fields: { financial } });
  it.each([
    ['the 21 % flag', { vat_regime: true, vat_regime_21: true }, [21]],
    ['the reduced 6 % flag', { vat_regime_6: true }, [6]],
    ['6 % and 21 % parts', { vat_regime_6: true, vat_regime_21: true }, [6, 21]],
    ['a construction cost at 12 %', { construction_costs_vat_12: 150_000 }, [12]],
    ['a zero construction cost states nothing', { construction_costs_vat_21: 0 }, []],
    ['the VAT regime without a rate: no rate is guessed', { vat_regime: true }, []],
    ['nothing stated', {}, []],
  ])('%s', (_title, financial, expected) => {
    expect(statedVatRates(withFinancial(financial))).toEqual(expected);
  });
});
