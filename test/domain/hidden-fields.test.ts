import type { Estate } from '../../domain/estate/estate';
import type { EstateFieldPath } from '../../domain/estate/estate-field-path';
import { hiddenFieldsFor, isFieldHidden } from '../../domain/visibility/hidden-fields';
import { anEstate } from './builders/an-estate';

const flemish = anEstate({ address: { region: 'FLANDERS' }, general: { transaction: { id: 1 }, headType: { id: 1 } } });
const wallonian = anEstate({
  address: { region: 'WALLONIA' },
  general: { transaction: { id: 1 }, headType: { id: 1 } },
  fields: { planning: { permission: 2 } },
});
const toRent = anEstate({ general: { transaction: { id: 2 } } });
const rented = anEstate({ general: { transaction: { id: 4 } } });
const plot = anEstate({ general: { headType: { id: 3 } } });
const plotByTopLevelType = anEstate({ type: { id: 3 } });
const underVat = anEstate({ fields: { financial: { vat_regime: true } } });
const notUnderVat = anEstate({ fields: { financial: { vat_regime: false } } });

describe('§5 display hiding', () => {
  it.each<[string, Estate, EstateFieldPath, boolean]>([
    ['§5 Wallonia hides the as-built certificate', wallonian, 'fields.certification.as_built_certificate', true],
    ['§5 Wallonia hides the heritage inventory', wallonian, 'general.heritageInventory', true],
    ['§5 Wallonia hides the flooding scores', wallonian, 'general.flooding.building', true],
    ['§5 Wallonia hides the parcel score', wallonian, 'general.flooding.parcel', true],
    ['§5 Flanders shows the as-built certificate', flemish, 'fields.certification.as_built_certificate', false],
    ['§5 Flanders shows the flooding scores', flemish, 'general.flooding.building', false],
    ['§5 TO_RENT hides the electrical certificate', toRent, 'fields.certification.electrical_certificate', true],
    ['§5 TO_RENT hides the electricity certificate flag', toRent, 'technical.certificateElectricity', true],
    ['§5 TO_RENT hides the permission', toRent, 'fields.planning.permission', true],
    ['§5 TO_RENT hides the permission comment with it', toRent, 'fields.planning.permission_comment', true],
    ['§5 TO_RENT hides the most recent destination', toRent, 'fields.planning.most_recent_destination', true],
    ['§5 RENTED hides the proceeding', rented, 'fields.planning.proceeding', true],
    ['§5 RENTED hides the subdivision permit', rented, 'fields.planning.subdivision_permit', true],
    ['§5 RENTED hides the as-built certificate', rented, 'fields.certification.as_built_certificate', true],
    ['§5 RENTED keeps the priority purchase', rented, 'fields.planning.priority_purchase', false],
    ['§5 FOR_SALE shows the electrical certificate', flemish, 'fields.certification.electrical_certificate', false],
    ['§5 PLOT hides the electrical certificate', plot, 'fields.certification.electrical_certificate', true],
    ['§5 PLOT hides its conformity', plot, 'technical.certificateElectricityConform', true],
    ['§5 PLOT by top-level type hides it too', plotByTopLevelType, 'technical.certificateElectricity', true],
    ['§5 PLOT keeps the as-built certificate', plot, 'fields.certification.as_built_certificate', false],
    ['§5 VAT regime hides the price', underVat, 'fields.financial.price', true],
    ['§5 VAT regime hides the land price', underVat, 'fields.financial.land_price', true],
    ['§5 VAT regime hides the infrastructure price', underVat, 'fields.financial.infrastructure_price', true],
    ['§5 VAT regime hides the notary cost total', underVat, 'fields.notary_cost.total', true],
    ['§5 VAT regime keeps the construction costs', underVat, 'fields.financial.construction_costs_vat_21', false],
    ['§5 no VAT regime shows the price', notUnderVat, 'fields.financial.price', false],
  ])('%s', (_, estate, path, expected) => {
    expect(isFieldHidden(path, estate)).toBe(expected);
  });

  it.each<[string, Estate, EstateFieldPath, boolean]>([
    ['§5 Wallonia hides an empty planning field', wallonian, 'fields.planning.proceeding', true],
    ['§5 Wallonia hides an empty planning comment', wallonian, 'fields.planning.permission_comment', true],
    ['§5 Wallonia shows a filled planning field', wallonian, 'fields.planning.permission', false],
    ['§5 Flanders shows an empty planning field (placeholder)', flemish, 'fields.planning.proceeding', false],
    ['§5 an empty non-planning field is not a §5 rule', wallonian, 'fields.construction.floors_count', false],
  ])('%s', (_, estate, path, expected) => {
    expect(isFieldHidden(path, estate)).toBe(expected);
  });

  it('§5 the value shown (e.g. after a fallback) can be passed in', () => {
    expect(isFieldHidden('fields.planning.proceeding', wallonian, 1)).toBe(false);
    expect(isFieldHidden('fields.planning.permission', wallonian, '')).toBe(true);
  });

  it('§5 hiddenFieldsFor lists every hidden path of an estate', () => {
    const hidden = hiddenFieldsFor(wallonian);
    expect(hidden.has('general.heritageInventory')).toBe(true);
    expect(hidden.has('fields.planning.proceeding')).toBe(true);
    expect(hidden.has('fields.planning.permission')).toBe(false);
    expect(hiddenFieldsFor(flemish).size).toBe(0);
  });

  it('§5 rules add up: a Wallonian plot to rent under the VAT regime', () => {
    const estate = anEstate({
      address: { region: 'WALLONIA' },
      general: { transaction: { id: 2 }, headType: { id: 3 } },
      fields: { financial: { vat_regime: true } },
    });
    const hidden = hiddenFieldsFor(estate);
    for (const path of [
      'general.flooding',
      'fields.certification.electrical_certificate',
      'fields.planning.subdivision_permit',
      'fields.notary_cost.total',
      'fields.planning.destination',
    ] as const) {
      expect(hidden.has(path)).toBe(true);
    }
  });
});
