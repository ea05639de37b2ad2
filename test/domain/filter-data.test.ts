import {
  EMPTY_PROPERTY_FILTER_DATA,
  EMPTY_RENTAL_FILTER_DATA,
  type PropertyFilterData,
} from '../../domain/search/filter-data';

describe('§3 filter data', () => {
  it.each([
    ['property', EMPTY_PROPERTY_FILTER_DATA, ['bedrooms', 'countries', 'headTypes', 'locations', 'prices', 'subTypes', 'transactions']],
    ['rental', EMPTY_RENTAL_FILTER_DATA, ['cities', 'locations', 'maxOccupations', 'periodDates', 'periodStartDates', 'periodTypes', 'subKinds']],
  ])('§8 the empty %s filter model has every aggregation, each empty', (_, data, keys) => {
    expect(Object.keys(data).sort()).toEqual(keys);
    expect(Object.values(data).every((buckets) => Array.isArray(buckets) && buckets.length === 0)).toBe(true);
  });

  it('§3 buckets carry an id or value and a count; locations add zip, name, alias, lat and lon', () => {
    const data: PropertyFilterData = {
      ...EMPTY_PROPERTY_FILTER_DATA,
      headTypes: [{ id: 1, count: 12 }],
      bedrooms: [{ value: 3, count: 4 }],
      countries: [{ id: 'BE', count: 16 }],
      locations: [{ id: 9000, zip: '9000', name: 'Gent', alias: { fr: 'Gand' }, lat: 51.05, lon: 3.72, count: 5 }],
    };
    expect(data.locations[0]?.alias?.fr).toBe('Gand');
  });
});
