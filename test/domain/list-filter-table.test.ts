import type { Estate } from '../../domain/estate/estate';
import type { ListFilter } from '../../domain/search/list-filter';
import { LIST_FILTER_TABLE, TABLE_FILTER_KEYS, tableFilter } from '../../domain/search/list-filter-table';
import { listSearch, otherParams, readListUrl } from '../../domain/search/list-url';
import { buildSearchBody } from '../../domain/search/search-body';
import { evaluateSearch } from '../../domain/search/search-evaluation';
import { anEstate } from '../fixtures/estate-builder';
import { GENT } from '../fixtures/estates';

/**
 * Issue 19 item 7 (§2 incoming URL filters, §7 search body): the filters of the list filter table, energy label at
 * most, with garden, with parking and bathrooms at least: each read from and written to the URL under one name,
 * turned into one §7 clause, and evaluated on the units as the in-memory catalogue does.
 */

const read = (query: string): ListFilter => readListUrl(new URLSearchParams(query)).filter;
const write = (filter: ListFilter): string => listSearch({ filter, grouping: null });

const ids = (estates: readonly Estate[], filter: ListFilter): number[] =>
  evaluateSearch(estates, buildSearchBody({ filter })).results.map((estate) => Number(estate.general.id)).sort((a, b) => a - b);

const house = (id: number) => anEstate().withId(id).house().forSale().inCity(GENT).priced(300_000);
const labelled = (id: number, energyLabel: string) => house(id).with({ energy: { energyLabel } }).build();
const room = (id: number, count: number) => ({ value: { id }, count });

describe('issue 19 item 7, §2: each filter of the table in the URL under one spelling', () => {
  it.each<[string, ListFilter]>([
    ['epc-max=C', { energyMax: 'C' }],
    ['epc-max=A_PLUS', { energyMax: 'A_PLUS' }],
    ['garden=1', { garden: true }],
    ['parking=1', { parking: true }],
    ['bath-min=2', { bathMin: 2 }],
  ])('§2 %s reads as its filter and writes back as the same text', (query, filter) => {
    expect(read(query)).toEqual(filter);
    expect(write(filter)).toBe(`?${query}`);
  });

  it('§2 the four together keep the table order, after the other filters', () => {
    const filter = read('bath-min=2&parking=1&garden=1&epc-max=b&trans=kopen&bed-min=3');
    expect(filter).toEqual({ transactionIds: [1], bedMin: 3, energyMax: 'B', garden: true, parking: true, bathMin: 2 });
    expect(write(filter)).toBe('?trans=kopen&bed-min=3&epc-max=B&garden=1&parking=1&bath-min=2');
  });

  it.each([
    ['epc-max=H'],
    ['epc-max=A%2B'],
    ['epc-max=A_PLUS_PLUS'],
    ['garden=yes'],
    ['garden=0'],
    ['parking=true'],
    ['bath-min=0'],
    ['bath-min=two'],
    ['bath-min=-1'],
  ])('§5 a value the filter does not know is dropped, never thrown: %s', (query) => {
    expect(read(query)).toEqual({});
  });

  it.each([['epc_max=C'], ['epcMax=C'], ['energyMax=C'], ['bath_min=2'], ['bathMin=2'], ['bathrooms=2'], ['tuin=1']])(
    'one spelling only: %s is not a filter, it travels along as another parameter',
    (query) => {
      expect(read(query)).toEqual({});
      expect([...otherParams(new URLSearchParams(query))]).toHaveLength(1);
    },
  );

  it('every parameter of the table is one of the list state (never carried along as another parameter)', () => {
    const params = TABLE_FILTER_KEYS.map((key) => LIST_FILTER_TABLE[key].param);
    expect(params).toEqual(['epc-max', 'garden', 'parking', 'bath-min']);
    expect([...otherParams(new URLSearchParams(params.map((param) => `${param}=1`).join('&')))]).toEqual([]);
  });
});

describe('issue 19 item 7, §7: the search body of each filter', () => {
  it('§7 energy label at most C: terms on the label, every class and pair no worse than C', () => {
    expect(buildSearchBody({ filter: { energyMax: 'C' } }).query).toEqual({
      terms: { 'children.energy.energyLabel': ['A_PLUS_PLUS', 'A_PLUS', 'A', 'B', 'C', 'A_PLUS_A_PLUS_PLUS', 'A_A_PLUS', 'B_A', 'C_B'] },
    });
    expect(buildSearchBody({ filter: { energyMax: 'A_PLUS' } }).query.terms?.['children.energy.energyLabel']).toEqual(['A_PLUS_PLUS', 'A_PLUS', 'A_PLUS_A_PLUS_PLUS']);
    expect(buildSearchBody({ filter: { energyMax: 'G' } }).query.terms?.['children.energy.energyLabel']).toHaveLength(17);
  });

  it('§7 with garden: a yes term; with parking: at least one place; bathrooms at least: a range', () => {
    expect(buildSearchBody({ filter: { garden: true, parking: true, bathMin: 2, bedMin: 3 } }).query).toEqual({
      terms: { 'children.fields.other.garden': [true] },
      range: { 'children.parkingPlaces': { gte: 1 }, 'children.general.bedroomCount': { gte: 3 }, 'children.bathroomCount': { gte: 2 } },
    });
  });

  it('§7 a filter that is not set adds nothing (empty filter values removed)', () => {
    expect(buildSearchBody({ filter: {} }).query).toEqual({});
  });
});

describe('issue 19 item 7: what each filter finds (the in-memory evaluation of the body)', () => {
  it('energy label at most C keeps A+ … C and the pairs no worse than C; D, D/C, no label or an unknown one are not found', () => {
    const estates = [
      labelled(1, 'A_PLUS'),
      labelled(2, 'A'),
      labelled(3, 'C'),
      labelled(4, 'C_B'),
      labelled(5, 'D_C'),
      labelled(6, 'D'),
      labelled(7, 'G'),
      labelled(8, 'PEB en cours'),
      house(9).build(),
      // The certificate's label when the estate has none of its own (§2 fallback field).
      house(10).with({ fields: { certification: { energy_label: 'B' } } }).build(),
    ];
    expect(ids(estates, { energyMax: 'C' })).toEqual([1, 2, 3, 4, 10]);
    expect(ids(estates, { energyMax: 'A_PLUS' })).toEqual([1]);
    expect(ids(estates, { energyMax: 'G' })).toEqual([1, 2, 3, 4, 5, 6, 7, 10]);
  });

  it('with garden: a garden answered yes or a garden surface; no, or no answer, is not found', () => {
    const estates = [
      house(1).with({ fields: { other: { garden: true } } }).build(),
      house(2).with({ fields: { other: { garden_surface: 120 } } }).build(),
      house(3).with({ fields: { other: { garden: false } } }).build(),
      house(4).build(),
    ];
    expect(ids(estates, { garden: true })).toEqual([1, 2]);
  });

  it('with parking: a garage or a parking space among the rooms (§2 types 6, 14), else the other group counts, carports too', () => {
    const estates = [
      house(1).with({ rooms: [room(6, 1)] }).build(),
      house(2).with({ rooms: [room(14, 2)] }).build(),
      house(3).with({ fields: { other: { carports_count: 1 } } }).build(),
      house(4).with({ fields: { other: { garages_count: 0, parking_spaces_count: 0 } } }).build(),
      house(5).with({ rooms: [room(1, 3)] }).build(),
    ];
    expect(ids(estates, { parking: true })).toEqual([1, 2, 3]);
  });

  it('bathrooms at least: the bathrooms among the rooms (§2 type 5), else the construction group count', () => {
    const estates = [
      house(1).with({ rooms: [room(5, 1)] }).build(),
      house(2).with({ rooms: [room(5, 1), room(5, 1)] }).build(),
      house(3).with({ fields: { construction: { bathrooms_count: 3 } } }).build(),
      house(4).build(),
    ];
    expect(ids(estates, { bathMin: 1 })).toEqual([1, 2, 3]);
    expect(ids(estates, { bathMin: 2 })).toEqual([2, 3]);
    expect(ids(estates, { bathMin: 3 })).toEqual([3]);
  });

  it('§7 a project is found when one of its units has what the filter asks', () => {
    const project = anEstate().withId(20).inCity(GENT).project(
      anEstate().withId(201).apartment().forSale().inCity(GENT).priced(250_000),
      anEstate().withId(202).apartment().forSale().inCity(GENT).priced(350_000).with({ rooms: [room(5, 2)], fields: { other: { garden: true } } }),
    ).build();
    expect(ids([project], { bathMin: 2, garden: true })).toEqual([20]);
    expect(ids([project], { parking: true })).toEqual([]);
  });

  it('§9 the labels every front-end writes: the control, and each choice with its value (an EU class is the same in every language)', () => {
    const { energyMax, garden, parking, bathMin } = LIST_FILTER_TABLE;
    expect([energyMax.control, energyMax.label, energyMax.choices.map((choice) => energyMax.choiceLabel(choice).values?.label)]).toEqual([
      'select',
      'list.filter.energyMax',
      ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'],
    ]);
    expect(energyMax.choiceLabel('C').key).toBe('list.filter.energyMax.option');
    expect([garden.control, garden.label, garden.choiceLabel(true)]).toEqual(['checkbox', 'list.filter.garden', { key: 'list.filter.garden' }]);
    expect([parking.control, parking.label, parking.choiceLabel(true)]).toEqual(['checkbox', 'list.filter.parking', { key: 'list.filter.parking' }]);
    expect([bathMin.control, bathMin.label, bathMin.choiceLabel(2)]).toEqual(['select', 'list.filter.bathMin', { key: 'list.filter.bathMin.option', values: { count: '2' } }]);
  });

  it('every choice a panel offers reads back from its own URL text', () => {
    for (const key of TABLE_FILTER_KEYS) {
      const row = tableFilter(key);
      for (const choice of row.choices) expect(row.read(row.write(choice))).toEqual(choice);
    }
  });
});
