import type { EstateFieldPath } from '../../domain/estate/estate-field-path';
import { combinedValue, descriptionFieldOf, isAttachedDescription } from '../../domain/visibility/combined-fields';
import { anEstate } from './builders/an-estate';

describe('§2 combined fields attach a description to certain answers', () => {
  const estate = anEstate({
    technical: { certificateElectricity: true, certificateElectricityConform: false },
    fields: {
      certification: { electrical_certificate: 1, electrical_certificate_conformity: 2 },
      other: { garden: true, garden_information: { nl: 'Zuidgerichte tuin' } },
      comfort: { heating: 4, heating_information: { nl: 'Condensatieketel 2019' }, swimming_pool: false, swimming_pool_information: { nl: 'Verwarmd' } },
      planning: { permission: 2, permission_comment: { nl: 'Vergund in 1990' }, proceeding: 1 },
    },
  });

  it.each<[string, EstateFieldPath, unknown]>([
    ['electrical certificate with its conformity', 'fields.certification.electrical_certificate', { answer: 1, description: 2 }],
    ['electrical certificate that is not conform', 'technical.certificateElectricity', { answer: true, description: false }],
    ['garden with garden information', 'fields.other.garden', { answer: true, description: { nl: 'Zuidgerichte tuin' } }],
    ['heating with its description', 'fields.comfort.heating', { answer: 4, description: { nl: 'Condensatieketel 2019' } }],
    ['a pool answered No takes no description', 'fields.comfort.swimming_pool', { answer: false }],
    ['a planning answer with its comment', 'fields.planning.permission', { answer: 2, description: { nl: 'Vergund in 1990' } }],
    ['a planning answer without comment', 'fields.planning.proceeding', { answer: 1 }],
    ['an unanswered question takes no description', 'technical.certificateConformity', { answer: undefined }],
    ['a field that is not combined', 'general.bedroomCount', { answer: undefined }],
  ])('§2 %s', (_, path, expected) => {
    expect(combinedValue(estate, path)).toEqual(expected);
  });

  it('§2 the table names each answer’s description field', () => {
    expect(descriptionFieldOf('fields.other.garden')).toBe('fields.other.garden_information');
    expect(descriptionFieldOf('fields.planning.subdivision_permit')).toBe('fields.planning.subdivision_permit_comment');
    expect(descriptionFieldOf('fields.other.garden_information')).toBeUndefined();
  });

  it.each<[EstateFieldPath, boolean]>([
    ['fields.other.garden_information', true],
    ['fields.planning.permission_comment', true],
    ['technical.certificateElectricityConform', true],
    ['fields.other.garden', false],
  ])('§2 %s is shown only with its answer: %p', (path, expected) => {
    expect(isAttachedDescription(path)).toBe(expected);
  });
});
