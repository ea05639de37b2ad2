import type {
  CadastralIncome,
  City,
  EstateAddress,
  EstateDimensions,
  EstateEnergy,
  EstatePrice,
  EstateTechnical,
  GeoLocation,
} from '../../../domain/estate/estate';
import { bool, field, nullable, num, object, oneOf, str, translated } from './codec';
import type { Codec } from './codec';
import { namedRef } from './estate-general-codec';
import type { UpstreamAddress, UpstreamCity } from './upstream-estate';
import type { UpstreamDimensions, UpstreamEnergy, UpstreamPrice, UpstreamTechnical } from './upstream-estate-groups';

/** A city needs its id; a missing name or zip reads as empty text rather than losing the city. */
export const city: Codec<City> = object<City, UpstreamCity>(
  { id: field('id', num), name: field('name', str, ''), zip: field('zip', str, ''), alias: field('alias', translated) },
  ['id'],
);

const geoLocation = object<GeoLocation, GeoLocation>({ lat: field('lat', num), lon: field('lon', num) }, ['lat', 'lon']);

export const address: Codec<EstateAddress> = object<EstateAddress, UpstreamAddress>({
  visible: field('visible', bool),
  streetAddress: field('street_address', str),
  street: field('street', translated),
  number: field('number', str),
  box: field('box', str),
  city: field('city', city),
  region: field('region', nullable(oneOf(['FLANDERS', 'WALLONIA', 'BRUSSELS'] as const))),
  country: field('country', object<{ readonly id: string }, { id: string }>({ id: field('id', str) }, ['id'])),
  geoLocation: field('geoLocation', nullable(geoLocation)),
});

const ki = object<CadastralIncome, CadastralIncome>({
  indexed: field('indexed', num),
  nonIndexed: field('nonIndexed', num),
  communityTax: field('communityTax', num),
});

export const price: Codec<EstatePrice> = object<EstatePrice, UpstreamPrice>({
  value: field('value', nullable(num)),
  deposit: field('deposit', num),
  furniture: field('furniture', num),
  infrastructure: field('infrastructure', num),
  construction: field('construction', num),
  groundValue: field('groundValue', num),
  periodName: field('periodName', str),
  priceFrom: field('priceFrom', bool),
  totalPrice: field('totalPrice', num),
  registrationCost: field('registrationCost', num),
  tax: field('tax', num),
  notarySalery: field('notarySalery', num),
  constructionValue: field('constructionValue', num),
  ki: field('ki', ki),
});

export const dimensions: Codec<EstateDimensions> = object<EstateDimensions, UpstreamDimensions>({
  areaGround: field('areaGround', num),
  areaBuild: field('areaBuild', num),
  areaBuildable: field('areaBuildable', num),
  widthHouse: field('widthHouse', num),
  widthGround: field('widthGround', num),
  depthHouse: field('depthHouse', num),
  depthGround: field('depthGround', num),
  depthGroundFloor: field('depthGroundFloor', num),
  depthFloor: field('depthFloor', num),
  commentArea: field('commentArea', translated),
});

export const energy: Codec<EstateEnergy> = object<EstateEnergy, UpstreamEnergy>({
  epcValue: field('epcValue', num),
  epcValueTotal: field('epcValueTotal', num),
  epbReference: field('epbReference', str),
  epcReference: field('epcReference', str),
  energyLabel: field('energyLabel', str),
  customEpcLabel: field('customEpcLabel', str),
  eLevel: field('eLevel', num),
  kLevel: field('kLevel', num),
  co2: field('co2', num),
  shared: field('shared', bool),
});

export const technical: Codec<EstateTechnical> = object<EstateTechnical, UpstreamTechnical>({
  constructionYear: field('constructionYear', num),
  renovationYear: field('renovationYear', num),
  buildingType: field('buildingType', namedRef),
  condition: field('condition', namedRef),
  newBuilding: field('newBuilding', bool),
  available: field('available', namedRef),
  availableDate: field('availableDate', str),
  furniture: field('furniture', bool),
  petsAllowed: field('petsAllowed', bool),
  monthlyCost: field('monthlyCost', num),
  directionGarden: field('directionGarden', namedRef),
  oLevelSensitivity: field('oLevelSensitivity', str),
  oLevelZone: field('oLevelZone', str),
  certificateConformity: field('certificateConformity', bool),
  certificateConformityConform: field('certificateConformityConform', bool),
  certificateElectricity: field('certificateElectricity', bool),
  certificateElectricityConform: field('certificateElectricityConform', bool),
  elevator: field('elevator', bool),
});
