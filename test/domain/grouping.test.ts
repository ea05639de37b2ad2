import { estateId } from '../../domain/estate/estate';
import type { Estate } from '../../domain/estate/estate';
import { groupEstates } from '../../domain/grouping/group-estates';
import { groupKey, NO_GROUP_KEY } from '../../domain/grouping/group-key';
import { groupSortField, GROUPINGS, isGrouping } from '../../domain/grouping/grouping';
import type { Grouping } from '../../domain/grouping/grouping';
import { formatEuros, priceBand } from '../../domain/grouping/price-band';

interface Spec {
  id?: number;
  type?: number;
  subType?: number;
  status?: number;
  city?: string;
  price?: number | null;
  children?: Estate[];
}

/** A builder for estates carrying only what grouping reads. */
function anEstate(spec: Spec): Estate {
  return {
    general: {
      id: estateId(spec.id ?? 1),
      ...(spec.type !== undefined && { headType: { id: spec.type, name: `type ${spec.type}` } }),
      ...(spec.subType !== undefined && { subType: { id: spec.subType } }),
      ...(spec.status !== undefined && { transaction: { id: spec.status, name: `status ${spec.status}` } }),
    },
    ...(spec.city !== undefined && { address: { city: { id: 1, name: spec.city, zip: '9000' } } }),
    ...(spec.price !== undefined && { price: { value: spec.price } }),
    ...(spec.children && { children: spec.children }),
  };
}

const keysOf = (groups: ReturnType<typeof groupEstates>): string[] => groups.map((group) => group.key);

describe('§9 grouping', () => {
  it.each<[Grouping, string]>([
    ['TYPE', 'children.general.headType.id'],
    ['SUBTYPE', 'children.general.subType.id'],
    ['STATUS', 'children.general.transaction.id'],
    ['CITY', 'children.general.address.city.name'],
    ['PRICE', 'children.general.price.value'],
  ])('§9 group sort field of %s is %s', (grouping, field) => {
    expect(groupSortField(grouping)).toBe(field);
  });

  it('§1 the five groupings', () => {
    expect(GROUPINGS).toEqual(['TYPE', 'SUBTYPE', 'STATUS', 'CITY', 'PRICE']);
    expect(isGrouping('CITY')).toBe(true);
    expect(isGrouping('city')).toBe(false);
    expect(isGrouping(3)).toBe(false);
  });

  it.each<[Grouping, Spec, string | undefined]>([
    ['TYPE', { type: 2 }, '2'],
    ['SUBTYPE', { subType: 17 }, '17'],
    ['STATUS', { status: 5 }, '5'],
    ['CITY', { city: 'Gent' }, 'Gent'],
    ['CITY', { city: '  ' }, undefined],
    ['PRICE', { price: 250_000, status: 1 }, '200000-300000'],
    ['PRICE', { price: 200_000 }, '200000-300000'],
    ['PRICE', { price: 99_999, status: 1 }, '0-100000'],
    ['PRICE', { price: 800, status: 2 }, '750-1000'],
    ['PRICE', { price: 800, status: 4 }, '750-1000'],
    ['PRICE', { price: 0 }, undefined],
    ['PRICE', { price: -1 }, undefined],
    ['PRICE', { price: null }, undefined],
    ['TYPE', {}, undefined],
    ['STATUS', {}, undefined],
    ['SUBTYPE', {}, undefined],
  ])('§9 groupKey(%s) of %j is %p', (grouping, spec, key) => {
    expect(groupKey(anEstate(spec), grouping)).toBe(key);
  });

  it.each<[Grouping, Spec, string]>([
    ['TYPE', { children: [anEstate({ type: 1 }), anEstate({ type: 2 })] }, '1'],
    ['CITY', { children: [anEstate({ city: 'Brugge' })] }, 'Brugge'],
    ['PRICE', { children: [anEstate({ price: 1_000, status: 2 })] }, '1000-1250'],
    ['PRICE', { price: null, status: 2, children: [anEstate({ price: 1_000 })] }, '1000-1250'],
    ['TYPE', { type: 6, children: [anEstate({ type: 1 })] }, '6'],
  ])('§9 a project with empty own fields takes its first unit: %s of %j is %p', (grouping, spec, key) => {
    expect(groupKey(anEstate(spec), grouping)).toBe(key);
  });

  it('issue 20 item 1: PRICE puts a project in the band of the price its card shows, its "from" price, not its own (a parking space\'s)', () => {
    const unit = (id: number, type: number, status: number, price: number): Estate => ({
      ...anEstate({ id, type, status, price }),
      general: { ...anEstate({ id, type, status }).general, parentId: estateId(40) },
    });
    const project = (status: number, children: Estate[]): Estate => ({
      general: { id: estateId(40), isProject: true, headType: { id: 6 }, transaction: { id: status } },
      price: { value: 22_000 },
      children,
    });
    expect(groupKey(project(1, [unit(41, 5, 1, 22_000), unit(42, 2, 1, 245_000), unit(43, 2, 1, 310_000)]), 'PRICE')).toBe('200000-300000');
    expect(groupKey(project(2, [unit(41, 5, 2, 90), unit(42, 2, 2, 950)]), 'PRICE')).toBe('750-1000');
    expect(groupKey(project(1, [unit(41, 5, 1, 22_000)]), 'PRICE')).toBeUndefined();
  });

  it('§9 a project without units and without own fields has no key', () => {
    expect(groupKey(anEstate({ children: [] }), 'TYPE')).toBeUndefined();
    expect(groupKey(anEstate({ children: [anEstate({})] }), 'TYPE')).toBeUndefined();
  });

  it('price bands are labelled in §2 currency format', () => {
    expect(formatEuros(1_250_000)).toBe('€ 1.250.000');
    expect(formatEuros(250)).toBe('€ 250');
    expect(priceBand(150_000, 1)?.label).toBe('€ 100.000 – € 200.000');
    expect(priceBand(Infinity, 1)).toBeUndefined();
  });
});

describe('§9 groupEstates: ordered groups', () => {
  it('§9 TYPE order 1,3,7,2,4,6,10,5,9, unknown ids after by id, Projecten last', () => {
    const ids = [9, 5, 10, 6, 4, 2, 7, 3, 1, 12, 8];
    const estates = [anEstate({}), ...ids.map((type) => anEstate({ type }))];
    expect(keysOf(groupEstates(estates, 'TYPE'))).toEqual(
      ['1', '3', '7', '2', '4', '6', '10', '5', '9', '8', '12', NO_GROUP_KEY],
    );
  });

  it('§9 STATUS order 1,3,2,4,10,5,6, unknown ids after by id', () => {
    const ids = [6, 5, 10, 4, 2, 3, 1, 8, 7];
    expect(keysOf(groupEstates(ids.map((status) => anEstate({ status })), 'STATUS'))).toEqual(
      ['1', '3', '2', '4', '10', '5', '6', '7', '8'],
    );
  });

  it('§9 SUBTYPE ascending by id', () => {
    expect(keysOf(groupEstates([30, 4, 12].map((subType) => anEstate({ subType })), 'SUBTYPE'))).toEqual([
      '4',
      '12',
      '30',
    ]);
  });

  it('§9 CITY alphabetical with Dutch collation', () => {
    const cities = ['Zele', 'aalst', "'s-Gravenwezel", 'Ekeren', 'Aalter', 'Élouges'];
    expect(keysOf(groupEstates(cities.map((city) => anEstate({ city })), 'CITY'))).toEqual([
      "'s-Gravenwezel",
      'aalst',
      'Aalter',
      'Ekeren',
      'Élouges',
      'Zele',
    ]);
  });

  it('§9 PRICE ascending; a rent band before the sale band with the same lower bound', () => {
    const estates = [
      anEstate({ price: 450_000, status: 1 }),
      anEstate({ price: 120, status: 2 }),
      anEstate({ price: 50_000, status: 1 }),
      anEstate({ price: 900, status: 2 }),
      anEstate({ price: null }),
    ];
    expect(keysOf(groupEstates(estates, 'PRICE'))).toEqual([
      '0-250',
      '0-100000',
      '750-1000',
      '400000-500000',
      NO_GROUP_KEY,
    ]);
  });

  it('§9 estates keep their search order within a group; labels come from the data', () => {
    const [a, b, c, d] = [
      anEstate({ id: 1, type: 2 }),
      anEstate({ id: 2, type: 1 }),
      anEstate({ id: 3, type: 2 }),
      anEstate({ id: 4 }),
    ];
    expect(groupEstates([a!, b!, c!, d!], 'TYPE')).toEqual([
      { key: '1', label: 'type 1', estates: [b] },
      { key: '2', label: 'type 2', estates: [a, c] },
      { key: NO_GROUP_KEY, label: 'Projecten', estates: [d] },
    ]);
  });

  it('§9 a labeller translates labels; undefined keeps the data label; ids without name show the id', () => {
    const estates = [anEstate({ type: 1 }), anEstate({ subType: 5, type: 2 }), anEstate({})];
    const labels = (key: string, grouping: Grouping): string | undefined =>
      grouping === 'TYPE' && key === '1' ? 'Huis' : key === NO_GROUP_KEY ? 'Projects' : undefined;
    expect(groupEstates(estates, 'TYPE', labels).map((group) => group.label)).toEqual(['Huis', 'type 2', 'Projects']);
    expect(groupEstates(estates, 'SUBTYPE').map((group) => group.label)).toEqual(['5', 'Projecten']);
  });

  it('§9 no estates, no groups', () => {
    expect(groupEstates([], 'CITY')).toEqual([]);
  });
});
