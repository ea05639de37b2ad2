import { estateId, type Estate, type EstateGeneral } from '../../../domain/estate/estate';
import type { PropertyFields } from '../../../domain/estate/property-fields';

/**
 * Estates for the detail page tests (§2, §4, §5), written out in full so that each test reads what the
 * page is given. Ids: 1 house in Gent, 2 sold, 3 rented (hidden by the site in some tests), 4 Wallonia,
 * 5 rental, 6 plot, 7 VAT regime, 10 project with units 11, 12 (sold) and 13 (rented).
 */

const GENT = { id: 11, name: 'Gent', zip: '9000', alias: { fr: 'Gand', en: 'Ghent' } };
const LIEGE = { id: 14, name: 'Liège', zip: '4000', alias: { nl: 'Luik', de: 'Lüttich' } };
const BRUGGE = { id: 12, name: 'Brugge', zip: '8000', alias: { fr: 'Bruges', en: 'Bruges' } };

const HOUSE = { id: 1, name: 'Huis' };
const SALE = { id: 1, name: 'Te koop' };

interface Draft {
  readonly id: number;
  readonly general?: Partial<EstateGeneral>;
  readonly fields?: PropertyFields;
  readonly rest?: Omit<Estate, 'general' | 'fields'>;
}

function anEstate({ id, general, fields, rest }: Draft): Estate {
  return {
    general: { id: estateId(id), headType: { id: 1 }, subType: HOUSE, transaction: SALE, ...general },
    address: { visible: true, streetAddress: 'Veldstraat 1', city: GENT, region: 'FLANDERS', country: { id: 'BE' }, geoLocation: { lat: 51.05, lon: 3.72 } },
    price: { value: 450_000 },
    ...rest,
    ...(fields && { fields }),
  };
}

export const HOUSE_IN_GENT: Estate = anEstate({
  id: 1,
  general: {
    reference: 'IMD-1',
    description: {
      nl: 'Ruime gezinswoning met tuin.\n\nRustig gelegen.',
      fr: 'Maison familiale spacieuse avec jardin.',
      en: 'Spacious family home with garden.',
      de: 'Geräumiges Einfamilienhaus mit Garten.',
    },
    shortDescription: { nl: 'Ruime gezinswoning met tuin in Gent.', fr: 'Maison familiale spacieuse à Gand.' },
    publicationDate: '2026-03-01T09:00:00Z',
  },
  fields: {
    construction: { bedrooms_count: 4, construction_year: 1998, land_surface: 620 },
    certification: { electrical_certificate: 1, electrical_certificate_conformity: 2, as_built_certificate: true },
    planning: { permission: 3, permission_comment: { nl: 'Vergunning afgeleverd in 1997.', fr: 'Permis délivré en 1997.' }, priority_purchase: 2 },
    financial: { cadastral_income: 1_250 },
  },
  rest: {
    dimensions: { areaBuild: 180 },
    energy: { energyLabel: 'B', epcValue: 210, co2: 38 },
    rooms: [
      { value: { id: 1, name: { nl: 'Slaapkamer', fr: 'Chambre' } }, surface: 16, floor: '1', sort: 2 },
      { value: { id: 5, name: { nl: 'Badkamer', fr: 'Salle de bains' } }, surface: -1, floor: '1', sort: 3 },
      { value: { id: 20, name: { nl: 'Woonkamer', fr: 'Séjour' } }, surface: 42, floor: '0', sort: 1 },
    ],
    pictures: [
      { file: '/assets/demo/2.svg', thumbnail: '/assets/demo/2-thumb.svg', index: 1 },
      { file: '/assets/demo/1.svg', thumbnail: '/assets/demo/1-thumb.svg', index: 0 },
      { file: '/assets/demo/3.svg', index: 2 },
    ],
    contact: { name: 'Els Peeters', email: 'els@agency.example', phone: '+32 9 123 45 67' },
    virtualVisits: [
      { type: { id: 1 }, link: 'https://tour.example/other' },
      { type: { id: 2 }, link: 'https://tour.example/main' },
    ],
    files: [
      { type: { name: { nl: 'Bodemattest', fr: 'Attestation du sol' } }, link: 'https://files.example/bodem.pdf' },
      { type: { name: 'Script' }, link: 'javascript:alert(1)' },
    ],
  },
});

/** Canonical address of HOUSE_IN_GENT (§2 slug: subtype, transaction, 'in', street, postal code, city). */
export const HOUSE_PATH = '/nl/aanbod/1/huis-te-koop-in-veldstraat-1-9000-gent';

export const SOLD_HOUSE = anEstate({
  id: 2,
  general: { transaction: { id: 5, name: 'Verkocht' } },
  fields: { financial: { price: 380_000, cadastral_income: 900 } },
  rest: { price: { value: 380_000 } },
});

export const RENTED_HOUSE = anEstate({ id: 3, general: { transaction: { id: 4, name: 'Verhuurd' } } });

export const HOUSE_IN_WALLONIA: Estate = {
  ...anEstate({
    id: 4,
    general: { flooding: { parcel: 'D', building: 'B' }, heritageInventory: true },
    fields: {
      certification: { as_built_certificate: true, electrical_certificate: 1 },
      planning: { permission: 3 },
      flood_information: { risk_zone_for_floods: 2 },
    },
  }),
  address: { visible: true, streetAddress: 'Rue Haute 5', city: LIEGE, region: 'WALLONIA', country: { id: 'BE' } },
};

/** The same facts in Flanders: nothing hidden, the empty required planning answers say 'Niet ingevuld'. */
export const HOUSE_IN_FLANDERS_WITH_SCORES = anEstate({
  id: 8,
  general: { flooding: { parcel: 'D', building: 'B' }, heritageInventory: true },
  fields: { certification: { as_built_certificate: true }, planning: { permission: 3 } },
});

export const RENTAL_APARTMENT = anEstate({
  id: 5,
  general: { headType: { id: 2 }, subType: { id: 201, name: 'Appartement' }, transaction: { id: 2, name: 'Te huur' } },
  fields: {
    certification: { electrical_certificate: 1, electrical_certificate_conformity: 2 },
    planning: { permission: 3, most_recent_destination: 11, subdivision_permit: 2, proceeding: 2, priority_purchase: 2 },
  },
  rest: { price: { value: 950 }, technical: { certificateElectricity: true, certificateElectricityConform: true } },
});

export const PLOT = anEstate({
  id: 6,
  general: { headType: { id: 3 }, subType: { id: 301, name: 'Bouwgrond' } },
  fields: { certification: { electrical_certificate: 1 }, planning: { permission: 2 } },
  rest: { technical: { certificateElectricity: true }, price: { value: 180_000 } },
});

export const UNDER_VAT_REGIME = anEstate({
  id: 7,
  fields: {
    financial: { vat_regime: true, price: 300_000, land_price: 80_000, infrastructure_price: 5_000, cadastral_income: 900, construction_costs_vat_21: 215_000 },
    notary_cost: { total: 12_000, notary_fee: 3_000 },
  },
});

export const WITH_VIOLATION = anEstate({ id: 9, general: { townPlanning: { violation: 'Herstelvordering ingesteld in 2019.' } } });

const photos = (count: number) => Array.from({ length: count }, (_, index) => ({ file: `/assets/demo/unit-${index + 1}.svg`, index }));

const unit = (id: number, general: Partial<EstateGeneral>, price: number, pictureCount = 0): Estate => ({
  general: {
    id: estateId(id),
    parentId: estateId(10),
    headType: { id: 2 },
    subType: { id: 201, name: 'Appartement' },
    transaction: SALE,
    bedroomCount: 2,
    ...general,
  },
  address: { visible: true, streetAddress: 'Zandstraat 3', city: BRUGGE, region: 'FLANDERS', country: { id: 'BE' } },
  price: { value: price },
  dimensions: { areaBuild: 85 },
  ...(pictureCount > 0 && { pictures: photos(pictureCount) }),
});

export const PROJECT: Estate = {
  general: {
    id: estateId(10),
    isProject: true,
    headType: { id: 6 },
    transaction: SALE,
    title: { nl: 'Residentie Zonneveld', fr: 'Résidence Zonneveld' },
    description: { nl: 'Nieuwbouwproject met appartementen.' },
  },
  address: { visible: true, streetAddress: 'Zandstraat 3', city: BRUGGE, region: 'FLANDERS', country: { id: 'BE' } },
  children: [
    unit(11, { floor: '1', entityNumber: '1.01' }, 250_000, 3),
    unit(12, { floor: '0', entityNumber: '0.01', transaction: { id: 5, name: 'Verkocht' } }, 240_000, 1),
    unit(13, { floor: '2', entityNumber: '2.01', transaction: { id: 4, name: 'Verhuurd' } }, 900),
  ],
};

export const PROJECT_PATH = '/nl/aanbod/10/residentie-zonneveld-in-8000-brugge';

const ELSENE = { id: 15, name: 'Elsene', zip: '1050', alias: { fr: 'Ixelles' } };

/** Issue 24: a Brussels house whose data carries Flemish items (as a backend may send them): none may show. */
export const HOUSE_IN_BRUSSELS: Estate = {
  ...anEstate({
    id: 20,
    general: { flooding: { parcel: 'D', building: 'B' }, heritageInventory: true, asbestosCertificate: 'ASB-1', renovationObligation: true },
    fields: {
      certification: { as_built_certificate: true },
      planning: { permission: 3, penalty_payment: 2, amicable_settlement: 2, decree_complex_project: 2, remedial_action: 2, administrative_order: 2 },
      flood_information: { possibly_vulnerable: 3, risk_zone_for_floods: 2 },
    },
    rest: { energy: { energyLabel: 'C', epcValue: 180, co2: 45, epcReference: '20240115001234' } },
  }),
  address: { visible: true, streetAddress: 'Elsensesteenweg 10', city: ELSENE, region: 'BRUSSELS', country: { id: 'BE' } },
};

/** Issue 24: a protected monument in Flanders, with the flood categories abolished in 2023 still in its data. */
export const PROTECTED_MONUMENT = anEstate({
  id: 21,
  general: { flooding: { parcel: 'D', building: 'D' } },
  fields: {
    planning: { permission: 5, protected_monument: 3, most_recent_destination: 11, subdivision_permit: 2, priority_purchase: 2 },
    flood_information: { possibly_vulnerable: 3, effectively_vulnerable: 3, defined_floodplain: 3, defined_bank_area: 2 },
  },
  rest: { energy: { energyLabel: 'D', epcValue: 380, epcReference: '20230301-0001234567-RES-1' } },
});

export const DETAIL_ESTATES: readonly Estate[] = [
  HOUSE_IN_GENT,
  SOLD_HOUSE,
  RENTED_HOUSE,
  HOUSE_IN_WALLONIA,
  RENTAL_APARTMENT,
  PLOT,
  UNDER_VAT_REGIME,
  HOUSE_IN_FLANDERS_WITH_SCORES,
  WITH_VIOLATION,
  PROJECT,
  HOUSE_IN_BRUSSELS,
  PROTECTED_MONUMENT,
];
