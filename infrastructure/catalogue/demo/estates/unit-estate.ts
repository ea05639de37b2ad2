import { HEAD_TYPE, HEAD_TYPE_ID, STATUS, enumLabel } from '../../../../domain/enumerations';
import type { Estate, EstateGeneral, EstateId, EstatePrice } from '../../../../domain/estate/estate';
import type { Translated } from '../../../../domain/shared/locale';
import { demoAddress } from '../geo/demo-address';
import { compact, round } from '../numbers';
import type { Prng } from '../prng';
import { estateDescription } from '../text/estate-description';
import { estateTitle } from '../text/estate-title';
import { certificationFields, comfortFields, constructionFields } from './building-fields';
import type { DrawnUnit } from './draw-unit';
import { demoPictures, imageKindFor, STICKERS } from './estate-media';
import { bedroomSurfaces, estateRooms } from './estate-rooms';
import { cadastralIncome, depositMonths, financialFields, layoutFields, otherFields } from './market-fields';
import { isRental } from './price-ranges';

/** How a unit sits in the catalogue: its project (if any), collections and source. */
export interface UnitPlacement {
  readonly project?: { readonly id: EstateId; readonly title: Translated; readonly entityNumber: string };
  readonly collections: readonly number[];
  readonly skarabeeGuid?: string | undefined;
}

/** Indexed cadastral income ≈ 2.2 × the non-indexed one (the yearly indexation coefficient is of that order). */
const INDEXATION = 2.2;
const ASBESTOS_CUT_OFF_YEAR = 2001;

function estatePrice(unit: DrawnUnit, income: number | undefined): EstatePrice {
  const rental = isRental(unit.transactionId);
  return compact({
    value: unit.price,
    priceFrom: unit.priceFrom ? true : undefined,
    periodName: rental ? 'per maand' : undefined,
    deposit: rental ? unit.price * depositMonths(unit.place.region) : undefined,
    ki: income === undefined ? undefined : { nonIndexed: income, indexed: round(income * INDEXATION) },
  });
}

function general(unit: DrawnUnit, texts: { title: Translated; description: Translated; shortDescription: Translated }, placement: UnitPlacement): EstateGeneral {
  const { subType, traits, place, energy, planning } = unit;
  const flemishSale = place.region === 'FLANDERS' && !isRental(unit.transactionId);
  const heritage = planning?.protected_heritage === 3;
  const project = placement.project;
  const asbestos = flemishSale && traits.constructionYear !== undefined && traits.constructionYear < ASBESTOS_CUT_OFF_YEAR;
  return compact({
    id: unit.id,
    parentId: project?.id ?? null,
    isProject: false,
    headType: { id: subType.headTypeId, name: enumLabel(HEAD_TYPE, subType.headTypeId, 'nl') },
    subType: { id: subType.id, name: subType.labels.nl },
    transaction: { id: unit.transactionId, name: enumLabel(STATUS, unit.transactionId, 'nl') },
    title: texts.title,
    description: texts.description,
    shortDescription: texts.shortDescription,
    reference: `IMD-${`${unit.id}`.padStart(7, '0')}`,
    dossierNumber: `${unit.id}`,
    floor: traits.floor === undefined ? undefined : `${traits.floor}`,
    floorId: traits.floor,
    entityNumber: project?.entityNumber,
    buildingName: project?.title.nl,
    appartmentNumber: unit.box,
    sticker: unit.sticker,
    petsAllowed: isRental(unit.transactionId) && subType.headTypeId <= HEAD_TYPE_ID.APARTMENT ? unit.id % 3 === 0 : undefined,
    // Flanders requires an asbestos certificate when selling a building from before 2001 (since 2022).
    asbestosInventory: asbestos ? true : undefined,
    asbestosCertificate: asbestos ? `ASB-${`${unit.id}`.padStart(8, '0')}` : undefined,
    flooding: unit.flood?.scores,
    heritageInventory: heritage ? true : undefined,
    heritageProtected: heritage ? true : undefined,
    // Flemish renovation obligation (since 2023): a residential building with label E or F bought must be renovated.
    renovationObligation: flemishSale && (energy?.label === 'E' || energy?.label === 'F') ? true : undefined,
    bedroomCount: traits.bedrooms,
    publicationDate: unit.publicationDate,
    exclusive: unit.sticker?.id === STICKERS.EXCLUSIVE.id,
    investmentProperty: subType.key === 'INVESTMENT_PROPERTY' || subType.key === 'APARTMENT_BLOCK',
    advertiserId: 1,
    projectId: project?.id ?? null,
    collections: placement.collections,
    skarabeeGuid: placement.skarabeeGuid,
  });
}

/** Writes a drawn unit out as a §3 Estate. */
export function unitEstate(rng: Prng, unit: DrawnUnit, placement: UnitPlacement): Estate {
  const { subType, traits, place } = unit;
  const title = placement.project === undefined ? estateTitle(rng, subType, traits, place, unit.seaside) : projectUnitTitle(unit, placement.project);
  const texts = {
    title,
    ...estateDescription({
      subType, transactionId: unit.transactionId, traits, place, vatRegime: unit.vatRegime,
      zoneId: subType.headTypeId === HEAD_TYPE_ID.PLOT ? unit.zoneId : undefined, energy: unit.energy, notarySale: unit.notarySale,
    }),
  };
  const income = cadastralIncome(rng, unit);
  const bedrooms = bedroomSurfaces(rng, traits.bedrooms);
  const electrical = certificationFields(rng, unit);
  const layout = layoutFields(rng, unit, bedrooms);
  const construction = constructionFields(rng, unit);
  const comfort = comfortFields(rng, unit);
  const energy = unit.energy;
  return compact({
    title: texts.title.nl,
    description: texts.description.nl,
    short_description: texts.shortDescription.nl,
    external_id: `demo-${unit.id}`,
    status: { id: unit.transactionId, name: enumLabel(STATUS, unit.transactionId, 'nl') },
    type: { id: subType.headTypeId, name: enumLabel(HEAD_TYPE, subType.headTypeId, 'nl') },
    subType: { id: subType.id, name: subType.labels.nl },
    archived: false,
    archived_at: null,
    general: general(unit, texts, placement),
    address: demoAddress(place, unit.spot, unit.box, subType.headTypeId === HEAD_TYPE_ID.GARAGE || rng.chance(0.95)),
    price: estatePrice(unit, income),
    dimensions: compact({
      areaGround: traits.landArea,
      areaBuild: traits.livingArea,
      areaBuildable: subType.key === 'BUILDING_PLOT' && traits.landArea !== undefined ? round(traits.landArea * 0.35) : undefined,
    }),
    energy: energy === undefined ? undefined : compact({ epcValue: energy.epcValue, energyLabel: energy.label, epcReference: energy.reference, co2: energy.co2, eLevel: energy.eLevel }),
    technical: compact({
      constructionYear: traits.constructionYear,
      renovationYear: traits.renovationYear,
      buildingType: traits.constructionTypeId === undefined ? undefined : { id: traits.constructionTypeId },
      condition: traits.conditionId === undefined ? undefined : { id: traits.conditionId },
      newBuilding: traits.isNewBuild,
      directionGarden: traits.garden === undefined ? undefined : { id: traits.garden.orientationId },
      certificateElectricity: electrical?.electrical_certificate === undefined ? undefined : electrical.electrical_certificate === 1,
      certificateElectricityConform: electrical?.electrical_certificate === undefined ? undefined : electrical.electrical_certificate_conformity === 2,
      elevator: traits.elevator,
    }),
    rooms: estateRooms(rng, traits, bedrooms),
    pictures: demoPictures(rng, imageKindFor(subType)),
    contact: unit.agent,
    fields: compact({
      certification: electrical,
      comfort,
      construction,
      financial: financialFields(rng, unit, income),
      flood_information: unit.flood?.information,
      layout,
      notary: unit.notarySale?.fields,
      other: otherFields(rng, unit),
      planning: unit.planning,
    }),
  });
}

/** "Appartement 1.02 – Residentie Lindenhof". */
function projectUnitTitle(unit: DrawnUnit, project: NonNullable<UnitPlacement['project']>): Translated {
  const label = unit.subType.labels;
  const of = (locale: keyof Translated): string => `${label[locale]} ${project.entityNumber} – ${project.title[locale]}`;
  return { nl: of('nl'), fr: of('fr'), en: of('en'), de: of('de') };
}
