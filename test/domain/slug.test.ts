import { estateId } from '../../domain/estate/estate';
import type { Estate, EstateAddress, EstateGeneral } from '../../domain/estate/estate';
import { estateAddress, estateDetailPath } from '../../domain/routing/estate-detail-path';
import { estateKind } from '../../domain/routing/estate-kind';
import { matchRoute } from '../../domain/routing/routes';
import { estateSlug, projectSlug, propertySlug, slugify } from '../../domain/routing/slug';

type GeneralInput = Partial<Omit<EstateGeneral, 'id' | 'parentId'>> & { id?: number; parentId?: number | null };

function anEstate(general: GeneralInput = {}, rest: Partial<Omit<Estate, 'general'>> = {}): Estate {
  const { id = 1, parentId, ...others } = general;
  const parent = parentId === undefined || parentId === null ? { parentId } : { parentId: estateId(parentId) };
  return { general: { ...others, ...parent, id: estateId(id) }, ...rest };
}

const gent: EstateAddress = { streetAddress: 'Kerkstraat 12', city: { id: 1, name: 'Gent', zip: '9000' } };
const villa = anEstate({ subType: { id: 1, name: 'Villa' }, transaction: { id: 1, name: 'Te koop' } }, { address: gent });

describe('§2 slugify', () => {
  it.each([
    ['Villa', 'villa'],
    ['Café Élysée', 'cafe-elysee'],
    ['Noël Kerstmarkt', 'noel-kerstmarkt'],
    ['Façade', 'facade'],
    ['Straße', 'strasse'],
    ['GROẞE Straße', 'grosse-strasse'],
    ['Æble Œuvre Ørsted', 'aeble-oeuvre-orsted'],
    ["Rue de l'Église", 'rue-de-l-eglise'],
    ['Residentie "De Linde"', 'residentie-de-linde'],
    ['St. Amands', 'st-amands'],
    ['  multiple   spaces  ', 'multiple-spaces'],
    ['a--b__c//d', 'a-b-c-d'],
    ['1000 Brussel', '1000-brussel'],
    ['İzmir', 'izmir'],
    ['', ''],
    ['!!!', ''],
    ['日本', ''],
  ])('§2 slugify(%j) is %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('§2 property slug: subtype, transaction, in/à, street, postal code, city', () => {
  const brussels: EstateAddress = {
    street: { nl: 'Kerkstraat', fr: "Rue de l'Église" },
    number: '5',
    city: { id: 2, name: 'Brussel', zip: '1000', alias: { fr: 'Bruxelles', en: '' } },
  };
  const house = (address?: EstateAddress, general: GeneralInput = {}): Estate =>
    anEstate({ subType: { id: 2, name: 'Maison' }, transaction: { id: 1, name: 'À vendre' }, ...general }, { address });

  it.each([
    ['nl', villa, 'villa-te-koop-in-kerkstraat-12-9000-gent'],
    ['en', villa, 'villa-te-koop-in-kerkstraat-12-9000-gent'],
    ['de', villa, 'villa-te-koop-in-kerkstraat-12-9000-gent'],
    ['fr', villa, 'villa-te-koop-a-kerkstraat-12-9000-gent'],
    ['fr', house(brussels), 'maison-a-vendre-a-rue-de-l-eglise-5-1000-bruxelles'],
    ['nl', house(brussels), 'maison-a-vendre-in-kerkstraat-5-1000-brussel'],
    ['en', house(brussels), 'maison-a-vendre-in-kerkstraat-5-1000-brussel'],
    ['de', house({ ...brussels, street: { fr: 'Rue Haute' } }), 'maison-a-vendre-in-rue-haute-5-1000-brussel'],
    ['nl', house({ ...brussels, number: undefined }), 'maison-a-vendre-in-kerkstraat-1000-brussel'],
    ['nl', house({ ...brussels, streetAddress: '' }), 'maison-a-vendre-in-kerkstraat-5-1000-brussel'],
    ['nl', house({ ...brussels, street: undefined }), 'maison-a-vendre-in-1000-brussel'],
    ['nl', house({ ...brussels, street: { nl: '' } }), 'maison-a-vendre-in-1000-brussel'],
    ['nl', house({ ...gent, visible: true }), 'maison-a-vendre-in-kerkstraat-12-9000-gent'],
    ['nl', house({ ...gent, visible: false }), 'maison-a-vendre-in-9000-gent'],
    ['nl', house({ visible: false, streetAddress: 'Kerkstraat 12' }), 'maison-a-vendre'],
    ['nl', house({ city: { id: 3, name: 'Liège', zip: '' } }), 'maison-a-vendre-in-liege'],
    ['nl', house(), 'maison-a-vendre'],
    ['nl', house(gent, { subType: undefined }), 'a-vendre-in-kerkstraat-12-9000-gent'],
    ['nl', house(gent, { subType: { id: 2 }, transaction: undefined }), 'kerkstraat-12-9000-gent'],
    ['nl', anEstate(), ''],
  ] as const)('§2 in %s: %#', (locale, estate, slug) => {
    expect(propertySlug(estate, locale)).toBe(slug);
    expect(estateSlug(estate, locale)).toBe(slug);
  });
});

describe('§2 project slug: title without quotes and dots, in/à, postal code, city', () => {
  const project = (title: EstateGeneral['title'], address: EstateAddress | undefined, topTitle?: string): Estate =>
    anEstate({ id: 10, isProject: true, title }, { address, ...(topTitle === undefined ? {} : { title: topTitle }) });
  const linde = project({ nl: 'Residentie "De Linde"', fr: "Résidence 'L'Orée'", de: 'Wohnpark „Süd“' }, gent);

  it.each([
    ['nl', linde, 'residentie-de-linde-in-9000-gent'],
    ['fr', linde, 'residence-loree-a-9000-gent'],
    ['de', linde, 'wohnpark-sud-in-9000-gent'],
    ['en', linde, 'residentie-de-linde-in-9000-gent'],
    ['de', project({ fr: 'Le Tilleul', en: '' }, gent), 'le-tilleul-in-9000-gent'],
    ['nl', project({ nl: 'Res. St.-Jan' }, gent), 'res-st-jan-in-9000-gent'],
    ['nl', project({ nl: 'A.B.C. Tower' }, gent), 'abc-tower-in-9000-gent'],
    ['nl', project({ nl: '«Het» ‘Hof’ `t Zand´' }, gent), 'het-hof-t-zand-in-9000-gent'],
    ['en', project({ en: 'Linde' }, gent, 'Top title'), 'linde-in-9000-gent'],
    ['en', project({}, gent, 'Top title'), 'top-title-in-9000-gent'],
    ['en', project(undefined, gent, 'Top title'), 'top-title-in-9000-gent'],
    ['nl', project({ nl: 'Linde' }, undefined), 'linde'],
    ['fr', project(undefined, { city: { id: 2, name: 'Brussel', zip: '1000', alias: { fr: 'Bruxelles' } } }), '1000-bruxelles'],
    ['nl', project(undefined, undefined), ''],
  ] as const)('§2 in %s: %#', (locale, estate, slug) => {
    expect(projectSlug(estate, locale)).toBe(slug);
    expect(estateSlug(estate, locale)).toBe(slug);
  });

  it('§2 the street stays out of a project slug', () => {
    expect(projectSlug(project({ nl: 'Linde' }, gent), 'nl')).not.toContain('kerkstraat');
  });
});

describe('§2 estate kinds', () => {
  const unit = anEstate({ id: 11, parentId: 10 });
  it.each([
    ['a flagged project', anEstate({ isProject: true }), 'project'],
    ['an estate with units', anEstate({ id: 10 }, { children: [unit] }), 'project'],
    ['a property that is a group of one', anEstate({ id: 1 }, { children: [anEstate({ id: 1 })] }), 'property'],
    ['a property without children', anEstate({ isProject: false }), 'property'],
    ['an estate with parentId 0', anEstate({ parentId: 0 }), 'property'],
    ['an estate with parentId null', anEstate({ parentId: null }), 'property'],
    ['a unit of a project', unit, 'projectEntity'],
    ['a unit that is a group of one', anEstate({ id: 11, parentId: 10 }, { children: [unit] }), 'projectEntity'],
  ] as const)('§2 %s is a %s', (_, estate, kind) => {
    expect(estateKind(estate)).toBe(kind);
  });

  it('§2 a project entity slugs like a property', () => {
    const flat = anEstate({ id: 11, parentId: 10, subType: { id: 5, name: 'Appartement' } }, { address: gent });
    expect(estateSlug(flat, 'nl')).toBe('appartement-in-kerkstraat-12-9000-gent');
  });
});

describe('§2 estate detail address', () => {
  const project = anEstate({ id: 10, isProject: true, title: { nl: 'De Linde', fr: 'Le Tilleul' } }, { address: gent });
  const flat = anEstate(
    { id: 11, parentId: 10, subType: { id: 5, name: 'Appartement' }, transaction: { id: 1, name: 'Te koop' } },
    { address: { city: gent.city } },
  );
  const bareProject = anEstate({ id: 10, isProject: true });
  const bareFlat = anEstate({ id: 11, parentId: 10 });

  it.each([
    ['a property', villa, 'nl', undefined, '/nl/aanbod/1/villa-te-koop-in-kerkstraat-12-9000-gent'],
    ['a property', villa, 'fr', undefined, '/fr/offre/1/villa-te-koop-a-kerkstraat-12-9000-gent'],
    ['a project', project, 'de', undefined, '/de/angebot/10/de-linde-in-9000-gent'],
    ['a project', project, 'en', undefined, '/en/offer/10/de-linde-in-9000-gent'],
    ['a project', project, 'fr', undefined, '/fr/offre/10/le-tilleul-a-9000-gent'],
    ['a project entity', flat, 'nl', project, '/nl/aanbod/10/de-linde-in-9000-gent/11'],
    ['a project entity', flat, 'fr', project, '/fr/offre/10/le-tilleul-a-9000-gent/11'],
    ['a project entity without its project', flat, 'en', undefined, '/en/offer/10/appartement-te-koop-in-9000-gent/11'],
    ['a project entity of an untitled project', flat, 'nl', bareProject, '/nl/aanbod/10/10/11'],
    ['a bare project entity', bareFlat, 'nl', undefined, '/nl/aanbod/10/10/11'],
    ['an estate with nothing to slug', anEstate({ id: 7 }), 'en', undefined, '/en/offer/7'],
    ['a bare project', bareProject, 'nl', undefined, '/nl/aanbod/10'],
  ] as const)('§2 %s in %s: %#', (_, estate, locale, parent, path) => {
    expect(estateDetailPath(estate, locale, parent)).toBe(path);
  });

  it('§2 a project entity address is the project address plus / plus the entity id', () => {
    expect(estateDetailPath(flat, 'nl', project)).toBe(`${estateDetailPath(project, 'nl')}/11`);
    expect(matchRoute(estateDetailPath(flat, 'nl', project))).toEqual({
      name: 'projectEntity',
      locale: 'nl',
      params: { estateId: '10', slug: 'de-linde-in-9000-gent', entityId: '11' },
    });
  });

  it('§2 estateAddress is the detail path', () => {
    expect(estateAddress(villa, 'nl')).toBe(estateDetailPath(villa, 'nl'));
  });
});
