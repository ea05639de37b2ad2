import { buildSearchQuery } from '../../domain/search/search-query';
import { LIST_FILTER_TABLE } from '../../domain/search/list-filter-table';
import { TABLE_CHOICES, withChoice, withoutClauseOn } from '../../domain/search/table-choices';

const { energyMax, bathMin } = LIST_FILTER_TABLE;
const choiceOf = (field: string, value: string) => TABLE_CHOICES.find((row) => row.field === field)!.choices.find((choice) => choice.value === value)!;

describe('issue 19 item 7: a choice of the list filter table counts the list it shows', () => {
  it('every filter of the table with its choices as the URL writes them, in the table\'s order', () => {
    expect(TABLE_CHOICES.map(({ key, choices }) => [key, choices.map((choice) => choice.value)])).toEqual([
      ['energyMax', ['A_PLUS', 'A', 'B', 'C', 'D', 'E', 'F', 'G']],
      ['garden', ['1']],
      ['parking', ['1']],
      ['bathMin', ['1', '2', '3']],
    ]);
  });

  it('a choice\'s query is the list\'s query with that choice made: its filter\'s clause replaced, the others kept', () => {
    const query = buildSearchQuery({ transactionIds: [1], bathMin: 3, garden: true, priceMax: 300_000 });
    expect(withChoice(query, bathMin.field, choiceOf(bathMin.field, '1'))).toEqual(buildSearchQuery({ transactionIds: [1], bathMin: 1, garden: true, priceMax: 300_000 }));
    expect(withChoice(query, energyMax.field, choiceOf(energyMax.field, 'C'))).toEqual(
      buildSearchQuery({ transactionIds: [1], bathMin: 3, garden: true, priceMax: 300_000, energyMax: 'C' }),
    );
  });

  it('without its clause, a query keeps every other part, and drops a part it leaves empty', () => {
    expect(withoutClauseOn(buildSearchQuery({ bathMin: 2, cities: [11] }), bathMin.field)).toEqual(buildSearchQuery({ cities: [11] }));
    expect(withoutClauseOn(buildSearchQuery({ energyMax: 'B' }), energyMax.field)).toEqual({});
  });
});
