import { PLANNING_ANSWER_FIELDS, PLANNING_FIELDS, type PropertyFields } from '../../domain/estate/property-fields';

describe('§3 property field groups', () => {
  it('§3 planning: every answer has a comment field, plus destination, most recent destination and subdivision information', () => {
    expect(PLANNING_FIELDS).toHaveLength(PLANNING_ANSWER_FIELDS.length * 2 + 3);
    expect(PLANNING_FIELDS).toEqual(expect.arrayContaining(['permission', 'permission_comment', 'most_recent_destination']));
    expect(new Set(PLANNING_FIELDS).size).toBe(PLANNING_FIELDS.length);
  });

  it('§3 groups take the upstream snake_case names, enumeration ids as numbers and free text per language', () => {
    const fields: PropertyFields = {
      certification: { electrical_certificate: 1, energy_label: 'A_PLUS', as_built_certificate: true },
      comfort: { luxuryLevel: 2, heating_oil_tank_contents: 2000, floor_material: { nl: 'Parket' } },
      notary: { interactive_sale_bid_end_date: '2025-03-01', comment_1: { fr: 'Vente publique' } },
      notary_cost: { total: 4500 },
      project: { project_phase: '2' },
    };
    expect(fields.comfort?.floor_material?.nl).toBe('Parket');
  });
});
