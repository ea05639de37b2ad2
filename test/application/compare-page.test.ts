import type { ComparePageView, CompareRow } from '../../application/pages/compare-page';
import type { PageResult } from '../../application/pages/page-result';
import { COMPARE_FACTS, factDiffers } from '../../domain/compare/compare-facts';
import { notEntered } from '../../domain/display/labels';
import { COMPARE_IDS_PARAM, compareHref, compareIdsParam, parseCompareIds, toggleCompareId } from '../../domain/compare/compare-ids';
import type { Estate } from '../../domain/estate/estate';
import { aListedEstate, aWorld } from './harness';

// Issue 10 item 2: compare 2 to 4 estates side by side, §5 applied to every column.

const house = (id: number, extra: Partial<Estate> = {}) =>
  aListedEstate(id, 1, {
    dimensions: { areaBuild: 100 + id },
    energy: { energyLabel: 'B', epcValue: 200 },
    fields: { construction: { construction_year: 1990 }, other: { garden: true, garden_surface: 200 } },
    ...extra,
  });

function viewOf(result: PageResult<ComparePageView>): ComparePageView {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result.view;
}

describe('issue 10: compare ids in the URL', () => {
  it.each<[string | null, number[]]>([
    ['1,2,3', [1, 2, 3]],
    [' 4 , 4,5', [4, 5]],
    ['1,2,3,4,5', [1, 2, 3, 4]],
    ['a,0,-3,7', [7]],
    [null, []],
  ])('issue 10: ids=%p → %p (shareable, at most four)', (text, ids) => {
    expect(parseCompareIds(text)).toEqual(ids);
  });

  it('issue 10: the URL value reads back', () => {
    expect(parseCompareIds(compareIdsParam([3, 1, 2]))).toEqual([3, 1, 2]);
  });

  it('issue 19 item 7: the compare page\'s address, its parameter spelled once (domain/compare/compare-ids.ts)', () => {
    const href = compareHref('fr', [3, 1]);
    expect(href).toBe(`/fr/comparer?${COMPARE_IDS_PARAM}=3,1`);
    expect(parseCompareIds(new URLSearchParams(href.split('?')[1]).get(COMPARE_IDS_PARAM))).toEqual([3, 1]);
  });

  it.each<[string[], string, string[]]>([
    [[], '1', ['1']],
    [['1', '2'], '1', ['2']],
    [['1', '2', '3', '4'], '5', ['1', '2', '3', '4']],
  ])('issue 10: toggling %p with %p → %p', (ids, id, expected) => {
    expect(toggleCompareId(ids, id)).toEqual(expected);
  });

  it.each<[string[], boolean]>([
    [['€ 1', '€ 1'], false],
    [['€ 1', '€ 2'], true],
    [['€ 1', ''], false],
    [['', '', ''], false],
    [['B', 'B', ''], true],
  ])('issue 10 differences highlighted: %p → %p', (values, differs) => {
    expect(factDiffers(values)).toBe(differs);
  });
});

/** A row's values, '' where the cell is the 'not entered' placeholder. */
const valuesOf = (row: CompareRow | undefined): string[] => (row?.cells ?? []).map((cell) => (cell.placeholder ? '' : cell.value));

describe('issue 10: the compare page query', () => {
  it('issue 10: one column per estate in the URL order, one row per fact, differences marked', async () => {
    const world = aWorld({ estates: [house(1), house(2), house(3)] });
    const view = viewOf(await world.core.pages.compare({ locale: 'nl', ids: [3, 1, 2], situation: 'soleOwnHome' }));
    expect(view.columns.map((column) => column.id)).toEqual(['3', '1', '2']);
    expect(view.tooFew).toBe(false);
    const row = (fact: string) => view.rows.find((candidate) => candidate.fact === fact);
    expect(row('price')).toEqual({ fact: 'price', cells: [{ value: '€ 203.000' }, { value: '€ 201.000' }, { value: '€ 202.000' }], differs: true });
    expect(row('constructionYear')).toEqual({ fact: 'constructionYear', cells: Array(3).fill({ value: '1990' }), differs: false });
    expect(valuesOf(row('garden'))[0]).toBe('Ja (200 m²)');
    expect(row('epc')?.differs).toBe(false);
    expect(valuesOf(row('totalCost'))[0]).toMatch(/^€ 21\d\.\d{3},\d\d$/);
    expect(view.rows.map((entry) => entry.fact).every((fact) => COMPARE_FACTS.includes(fact))).toBe(true);
    expect(row('monthlyCosts')).toBeUndefined(); // no estate has it
  });

  it('issue 10, §5: an estate whose status the site hides is refused in its column, like an unknown id', async () => {
    const world = aWorld({ estates: [house(1), house(2), aListedEstate(3, 4)], hiddenStatus: [4] });
    const view = viewOf(await world.core.pages.compare({ locale: 'fr', ids: [1, 3, 99, 2], situation: 'other' }));
    expect(view.columns.map((column) => column.kind)).toEqual(['estate', 'unavailable', 'unavailable', 'estate']);
    expect(valuesOf(view.rows.find((row) => row.fact === 'price'))).toEqual(['€ 201.000', '', '', '€ 202.000']);
    // §2 the placeholder in the page's language, decided by the core (the table only renders it).
    expect(view.rows.find((row) => row.fact === 'price')?.cells[1]).toEqual({ value: notEntered('fr'), placeholder: true });
    expect(view.situation).toBe('other');
  });

  it('issue 10: fewer than two visible estates is no comparison yet', async () => {
    const world = aWorld({ estates: [house(1)] });
    expect(viewOf(await world.core.pages.compare({ locale: 'nl', ids: [1], situation: 'soleOwnHome' })).tooFew).toBe(true);
    expect(viewOf(await world.core.pages.compare({ locale: 'nl', ids: [], situation: 'soleOwnHome' })).columns).toEqual([]);
  });

  it('issue 10, §4: a sold estate shows its status instead of its price, and no cost', async () => {
    const world = aWorld({ estates: [house(1), aListedEstate(2, 5)] });
    const view = viewOf(await world.core.pages.compare({ locale: 'nl', ids: [1, 2], situation: 'soleOwnHome' }));
    expect(valuesOf(view.rows.find((row) => row.fact === 'price'))[1]).toBe('Verkocht');
    expect(valuesOf(view.rows.find((row) => row.fact === 'totalCost'))[1]).toBe('');
  });

  it('issue 20 item 1: a rent reads per month, a rented estate says so beside its rent; neither has a price per m² that would read as a sale\'s', async () => {
    const rent = (id: number, transaction: number) => aListedEstate(id, transaction, { price: { value: 960 }, dimensions: { areaBuild: 108 } });
    const world = aWorld({ estates: [house(1), rent(2, 2), rent(3, 4)] });
    for (const [locale, words] of [
      ['nl', ['€ 960 per maand', 'Verhuurd · € 960 per maand']],
      ['fr', ['€ 960 par mois', 'Loué · € 960 par mois']],
    ] as const) {
      const view = viewOf(await world.core.pages.compare({ locale, ids: [1, 2, 3], situation: 'soleOwnHome' }));
      expect(valuesOf(view.rows.find((row) => row.fact === 'price')).slice(1)).toEqual(words);
      expect(valuesOf(view.rows.find((row) => row.fact === 'pricePerArea')).slice(1)).toEqual(['', '']);
    }
  });

  it('§8 a failing backend is unavailable, and logged', async () => {
    const world = aWorld({ estates: [house(1)] });
    world.catalogue.failWith = new Error('down');
    expect((await world.core.pages.compare({ locale: 'nl', ids: [1, 2], situation: 'other' })).kind).toBe('unavailable');
    expect(world.logger.errors.map((entry) => entry.message)).toEqual(['Loading the compare page failed']);
  });
});
