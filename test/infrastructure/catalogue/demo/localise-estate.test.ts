import { HEAD_TYPE, STATUS, SUB_TYPE, enumLabel } from '../../../../domain/enumerations';
import type { Estate } from '../../../../domain/estate/estate';
import { estateId } from '../../../../domain/estate/estate';
import { LOCALES } from '../../../../domain/shared/locale';
import { generateDemoCatalogue, localiseEstate } from '../../../../infrastructure/catalogue/demo/generate-demo-catalogue';

const groups = generateDemoCatalogue({ estates: 400, seed: 3 }).sites[0]!.groups;
const project = groups.find((group) => group.general.isProject) as Estate;
const rental = groups.find((group) => group.price?.periodName !== undefined) as Estate;

describe('localiseEstate (§7 accept-language)', () => {
  it.each(LOCALES)('names head type, subtype and transaction in %s, for a project and each of its units', (locale) => {
    const localised = localiseEstate(project, locale);
    expect(localised.general.headType?.name).toBe(enumLabel(HEAD_TYPE, 6, locale));
    expect(localised.general.transaction?.name).toBe(enumLabel(STATUS, project.general.transaction?.id, locale));
    for (const child of localised.children ?? []) {
      expect(child.general.subType?.name).toBe(enumLabel(SUB_TYPE, child.general.subType?.id, locale));
      expect(child.general.transaction?.name).toBe(enumLabel(STATUS, child.general.transaction?.id, locale));
      expect(child.subType?.name).toBe(child.general.subType?.name);
      expect(child.status?.name).toBe(child.general.transaction?.name);
    }
    expect(localised.children).toHaveLength(project.children?.length ?? -1);
  });

  it.each([
    ['nl', 'per maand'],
    ['fr', 'par mois'],
    ['en', 'per month'],
    ['de', 'pro Monat'],
  ] as const)('takes title, description, city and rent period in %s', (locale, period) => {
    const localised = localiseEstate(rental, locale);
    expect(localised.title).toBe(rental.general.title?.[locale]);
    expect(localised.description).toBe(rental.general.description?.[locale]);
    expect(localised.short_description).toBe(rental.general.shortDescription?.[locale]);
    expect(localised.address?.city?.name).toBe(rental.address?.city?.alias?.[locale]);
    expect(localised.price?.periodName).toBe(period);
  });

  it('names the demo stickers in the visitor language and leaves unknown stickers alone', () => {
    const withSticker = (id: number, name: string): Estate => ({ general: { id: estateId(1), sticker: { id, name, color: '#2e7d32' } } });
    expect(localiseEstate(withSticker(1, 'Nieuw'), 'fr').general.sticker?.name).toBe('Nouveau');
    expect(localiseEstate(withSticker(2, 'Prijsdaling'), 'de').general.sticker?.name).toBe('Preis gesenkt');
    expect(localiseEstate(withSticker(9, 'Open huis'), 'en').general.sticker?.name).toBe('Open huis');
  });

  it('leaves the estate itself unchanged, and changes nothing without a locale', () => {
    const before = JSON.stringify(project);
    localiseEstate(project, 'de');
    expect(JSON.stringify(project)).toBe(before);
    expect(localiseEstate(project, undefined)).toBe(project);
  });

  it('keeps names it cannot translate (ids outside the enumerations) and adds no empty groups', () => {
    const upstream: Estate = {
      general: { id: estateId(7), headType: { id: 9, name: 'Andere' }, transaction: { id: 10, name: 'Verhuurd (extern)' } },
      price: { value: 5, periodName: 'per week' },
    };
    const localised = localiseEstate(upstream, 'fr');
    expect(localised.general.headType?.name).toBe('Andere');
    expect(localised.general.transaction?.name).toBe('Verhuurd (extern)');
    expect(localised.price?.periodName).toBe('per week');
    expect(Object.keys(localised).sort()).toEqual(['general', 'price']);
    expect(Object.keys(localised.general).sort()).toEqual(['headType', 'id', 'transaction']);
  });
});
