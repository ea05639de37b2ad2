import { fieldValue, type EstateFieldPath } from '../../domain/estate/estate-field-path';
import { anEstate } from './builders/an-estate';

describe('§3 estate field paths', () => {
  const estate = anEstate({
    general: { bedroomCount: 3, flooding: { building: 'D' }, title: { nl: 'Woning' } },
    address: { region: null },
    fields: { planning: { permission: 2, permission_comment: { nl: 'Vergund in 1990' } } },
  });

  it.each<[EstateFieldPath, unknown]>([
    ['general.bedroomCount', 3],
    ['general.flooding.building', 'D'],
    ['general.flooding.parcel', undefined],
    ['general.title.nl', 'Woning'],
    ['fields.planning.permission', 2],
    ['fields.planning.permission_comment', { nl: 'Vergund in 1990' }],
    ['fields.certification.energy_label', undefined],
    ['address.region', null],
    ['address.city.name', undefined],
    ['price.value', undefined],
  ])('§3 fieldValue(%p) is %p', (path, expected) => {
    expect(fieldValue(estate, path)).toEqual(expected);
  });

  it('§3 a path through a value that is not an object finds nothing', () => {
    expect(fieldValue(estate, 'general.bedroomCount.toFixed' as EstateFieldPath)).toBeUndefined();
  });
});
