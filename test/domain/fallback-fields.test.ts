import type { EstateFieldPath } from '../../domain/estate/estate-field-path';
import { FALLBACK_FIELDS, fallbackOf, valueWithFallback } from '../../domain/visibility/fallback-fields';
import { anEstate } from './builders/an-estate';

describe('§2 fallback fields', () => {
  const filled = anEstate({
    general: { bedroomCount: 4 },
    dimensions: { areaBuild: 180, areaGround: 650 },
    technical: { constructionYear: 1972 },
    energy: { energyLabel: 'B' },
    fields: {
      construction: { bedrooms_count: 3, living_area_surface: 165, land_surface: 640, construction_year: 1970 },
      certification: { energy_label: 'C' },
    },
  });
  const onlyFallbacks = anEstate({
    general: { bedroomCount: 0 },
    dimensions: { areaBuild: -1, areaGround: 650 },
    technical: { constructionYear: 1972 },
    energy: { energyLabel: '' },
    fields: {
      construction: { bedrooms_count: 3, living_area_surface: 165 },
      certification: { energy_label: 'C' },
    },
  });

  it.each<[string, EstateFieldPath, unknown, unknown]>([
    ['bedroom count', 'general.bedroomCount', 4, 3],
    ['living area', 'dimensions.areaBuild', 180, 165],
    ['land surface', 'fields.construction.land_surface', 640, 650],
    ['construction year', 'fields.construction.construction_year', 1970, 1972],
    ['energy label', 'energy.energyLabel', 'B', 'C'],
  ])('§2 %s: its own value when visible, else the fallback', (_, path, own, fallback) => {
    expect(valueWithFallback(filled, path)).toBe(own);
    expect(valueWithFallback(onlyFallbacks, path)).toBe(fallback);
  });

  it('§2 a No answer is a value and does not fall back', () => {
    const estate = anEstate({ technical: { elevator: true }, fields: { comfort: { lift: false } } });
    expect(valueWithFallback(estate, 'fields.comfort.lift')).toBe(false);
  });

  it('§2 an empty field without a fallback stays as it is', () => {
    const estate = anEstate({ dimensions: { depthFloor: -1 } });
    expect(fallbackOf('dimensions.depthFloor')).toBeUndefined();
    expect(valueWithFallback(estate, 'dimensions.depthFloor')).toBe(-1);
  });

  it('§2 when both are empty the result is empty', () => {
    expect(valueWithFallback(anEstate(), 'general.bedroomCount')).toBeUndefined();
  });

  it('§2 each field has at most one fallback, never itself', () => {
    const fields = FALLBACK_FIELDS.map((entry) => entry.field);
    expect(new Set(fields).size).toBe(fields.length);
    expect(FALLBACK_FIELDS.every((entry) => entry.field !== entry.fallback)).toBe(true);
  });
});
