import { HEAD_TYPE, HEAD_TYPE_ID, STATUS, enumLabel } from '../../../../domain/enumerations';
import type { SubTypeEntry } from '../../../../domain/enumerations';
import type { Estate, EstateId } from '../../../../domain/estate/estate';
import { TRANSACTION_ID } from '../../../../domain/estate/estate-status';
import { projectFromPrice } from '../../../../domain/estate/project-price';
import { apartmentBox, demoAddress, pickSpot } from '../geo/demo-address';
import { pickPlace } from '../geo/places';
import type { Prng } from '../prng';
import { projectDescription, projectTitle } from '../text/project-texts';
import type { ProjectKind } from '../text/project-texts';
import { yearOf } from '../time/calendar';
import { publicationMoment, drawUnit } from './draw-unit';
import { demoPictures, pickAgent } from './estate-media';
import { pickProjectUnitTransaction, subTypeByKey } from './estate-kind';
import { unitEstate } from './unit-estate';
import type { CollectionPolicy } from './collection-policy';
import { floor, min, round } from '../numbers';

/** One planned unit of a project: its subtype, entity number and (for apartments) floor and box. */
interface PlannedUnit {
  readonly subType: SubTypeEntry;
  readonly entityNumber: string;
  readonly floor?: number;
  readonly numberOffset?: number;
}

/** A residence: shops on the ground floor now and then, 2–4 flats a floor, penthouses on top, parking below. */
function planApartments(rng: Prng, count: number): PlannedUnit[] {
  const parking = count >= 6 ? round(count * 0.25) : 0;
  const shop = count >= 8 && rng.chance(0.3) ? 1 : 0;
  const flats = count - parking - shop;
  const perFloor = rng.int(2, 4);
  const topFloor = floor((flats - 1) / perFloor) + (shop > 0 ? 1 : 0);
  const units: PlannedUnit[] = shop > 0 ? [{ subType: subTypeByKey(rng.pick(['SHOP', 'OFFICE'])), entityNumber: '0.01', floor: 0 }] : [];
  for (let index = 0; index < flats; index++) {
    const level = floor(index / perFloor) + (shop > 0 ? 1 : 0);
    const key = level === topFloor && topFloor > 0 ? 'PENTHOUSE' : level === 0 ? rng.pick(['GROUND_FLOOR', 'GARDEN_APARTMENT']) : rng.weighted([['APARTMENT', 70], ['DUPLEX', 15], ['STUDIO', 15]]);
    units.push({ subType: subTypeByKey(key), entityNumber: `${level}.${`${(index % perFloor) + 1}`.padStart(2, '0')}`, floor: level });
  }
  for (let index = 0; index < parking; index++) {
    units.push({ subType: subTypeByKey(rng.weighted([['INDOOR_PARKING', 60], ['GARAGE_BOX', 40]])), entityNumber: `P${String(index + 1).padStart(2, '0')}` });
  }
  return units;
}

/** A row of new houses: semi-detached at both ends, terraced in between, sometimes a detached one. */
function planHouses(rng: Prng, count: number): PlannedUnit[] {
  return Array.from({ length: count }, (_, index) => {
    const end = index === 0 || index === count - 1;
    const key = end ? (rng.chance(0.3) ? 'DETACHED_HOUSE' : 'SEMI_DETACHED_HOUSE') : 'TERRACED_HOUSE';
    return { subType: subTypeByKey(key), entityNumber: `Lot ${index + 1}`, numberOffset: 2 * index };
  });
}

const planPlots = (count: number): PlannedUnit[] =>
  Array.from({ length: count }, (_, index) => ({ subType: subTypeByKey('BUILDING_PLOT'), entityNumber: `Lot ${index + 1}`, numberOffset: 2 * index }));

const URBANITY: Readonly<Record<ProjectKind, number>> = { apartments: 1.6, houses: 1, plots: 0.6 };

/** A project of `count` units (3–20) with ids from `nextId`: the parent first, then its units. */
export function buildProject(rng: Prng, count: number, nextId: () => EstateId, referenceDate: string, collections: CollectionPolicy): Estate {
  const kind = rng.weighted<ProjectKind>([['apartments', 65], ['houses', 25], ['plots', 10]]);
  const place = pickPlace(rng, URBANITY[kind]);
  const spot = pickSpot(rng, place);
  const id = nextId();
  const title = projectTitle(rng, kind, place);
  const publicationDate = publicationMoment(rng, referenceDate, 540);
  const vatRegime = kind !== 'plots' && rng.chance(0.6);
  const membership = collections.forProject(rng);
  const plan = kind === 'apartments' ? planApartments(rng, count) : kind === 'houses' ? planHouses(rng, count) : planPlots(count);
  const style = rng.chance(0.5) ? 'dotted' : 'padded';
  const children = plan.map((planned) => {
    const transactionId = pickProjectUnitTransaction(rng);
    const unitSpot = planned.numberOffset === undefined ? spot : { ...spot, number: String(Number(spot.number) + planned.numberOffset) };
    const box = planned.floor === undefined ? undefined : apartmentBox(planned.floor, Number(planned.entityNumber.slice(-2)), style);
    const unit = drawUnit(rng, {
      id: nextId(), subType: planned.subType, transactionId, place, spot: unitSpot, referenceDate, isNewBuild: kind !== 'plots',
      projectUnit: {
        floor: planned.floor, box, publicationDate, priceFrom: rng.chance(0.3), vatRegime: vatRegime && planned.subType.headTypeId !== HEAD_TYPE_ID.GARAGE,
      },
    });
    return unitEstate(rng, unit, { project: { id, title, entityNumber: planned.entityNumber }, collections: membership.unit(transactionId) });
  });
  const onOffer = children.filter((child) => child.general.transaction?.id === TRANSACTION_ID.FOR_SALE);
  const fromPrice = onOffer.length === 0 ? undefined : min(...onOffer.map((child) => child.price?.value ?? Number.POSITIVE_INFINITY));
  const transactionId = onOffer.length > 0 ? TRANSACTION_ID.FOR_SALE : TRANSACTION_ID.SOLD;
  // Issue 20: the text names the "from" price the page heads with (its homes', not a garage's € 28.000).
  const shownFrom = projectFromPrice({ general: { id, transaction: { id: transactionId } }, children }).value;
  const description = projectDescription(kind, title, place, children.length, shownFrom, yearOf(referenceDate) + 1);
  return {
    title: title.nl,
    description: description.nl,
    short_description: description.nl,
    external_id: `demo-${id}`,
    status: { id: transactionId, name: enumLabel(STATUS, transactionId, 'nl') },
    type: { id: HEAD_TYPE_ID.PROJECT, name: enumLabel(HEAD_TYPE, HEAD_TYPE_ID.PROJECT, 'nl') },
    archived: false,
    archived_at: null,
    general: {
      id, parentId: null, isProject: true,
      headType: { id: HEAD_TYPE_ID.PROJECT, name: enumLabel(HEAD_TYPE, HEAD_TYPE_ID.PROJECT, 'nl') },
      transaction: { id: transactionId, name: enumLabel(STATUS, transactionId, 'nl') },
      title, description, shortDescription: description,
      reference: `IMD-${String(id).padStart(7, '0')}`, dossierNumber: String(id), buildingName: title.nl, sticker: null,
      publicationDate, exclusive: false, advertiserId: 1, projectId: null,
      collections: [...new Set(children.flatMap((child) => child.general.collections ?? []))].sort((a, b) => a - b),
    },
    address: demoAddress(place, spot),
    price: { value: fromPrice ?? null, priceFrom: true },
    pictures: demoPictures(rng, kind === 'apartments' ? 'apartment' : kind === 'houses' ? 'house' : 'plot'),
    contact: pickAgent(rng, place),
    children,
  };
}
