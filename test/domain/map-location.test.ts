import { toCardEstate } from '../../domain/display/card-estate';
import { estateMapLocation, shownGeoLocation, withoutHiddenPlace } from '../../domain/display/map-location';
import { estateId, type Estate } from '../../domain/estate/estate';

const at = (visible: boolean | undefined, lat = 51.05432, lon = 3.71741): Estate => ({
  general: { id: estateId(1) },
  address: { ...(visible !== undefined && { visible }), streetAddress: 'Kerkstraat 5', geoLocation: { lat, lon } },
});

describe('issue 13 item 6, §3 address.visible: the detail page location map', () => {
  it.each([
    ['a visible address: the exact place', at(true), { latitude: 51.05432, longitude: 3.71741, exact: true }],
    ['no visibility flag counts as visible', at(undefined), { latitude: 51.05432, longitude: 3.71741, exact: true }],
    ['a hidden address: a rounded point, not exact', at(false), { latitude: 51.05, longitude: 3.72, exact: false }],
    ['no coordinates (0, 0): no map', at(true, 0, 0), null],
  ])('%s', (_title, estate, expected) => {
    expect(estateMapLocation(estate)).toEqual(expected);
  });

  it('a hidden address never sends its exact coordinates to the page', () => {
    expect(withoutHiddenPlace(at(false)).address).toEqual({ visible: false, streetAddress: 'Kerkstraat 5' });
    expect(withoutHiddenPlace(at(true))).toEqual(at(true));
  });
});

describe('§3 address.visible: cards and the list map carry no exact point of a hidden address (issue 13 item 6)', () => {
  it.each([
    ['a visible address: its exact point', at(true), { lat: 51.05432, lon: 3.71741 }],
    ['no visibility flag: its exact point', at(undefined), { lat: 51.05432, lon: 3.71741 }],
    ['a hidden address: the rounded point only', at(false), { lat: 51.05, lon: 3.72 }],
  ])('%s', (_title, estate, expected) => {
    expect(shownGeoLocation(estate.address)).toEqual(expected);
    // The list map's markers are made from the card-sized estates of a search.
    expect(toCardEstate(estate, 'nl').address?.geoLocation).toEqual(expected);
  });

  it("a project's units each follow their own address", () => {
    const project: Estate = { ...at(true), children: [at(false, 50.84567, 4.35678), at(true, 50.84567, 4.35678)] };
    expect(toCardEstate(project, 'nl').children?.map((unit) => unit.address?.geoLocation)).toEqual([
      { lat: 50.85, lon: 4.36 },
      { lat: 50.84567, lon: 4.35678 },
    ]);
  });
});
