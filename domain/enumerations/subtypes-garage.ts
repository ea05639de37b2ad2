import { HEAD_TYPE_ID } from './head-types';
import { subTypesFromRows } from './sub-type-entry';

/** Garage and parking subtypes (ids 501…), from Belgian listing practice; the spec does not list them (§3). */
export const GARAGE_SUB_TYPES = subTypesFromRows(HEAD_TYPE_ID.GARAGE, [
  [501, 'GARAGE_BOX', 'Garagebox', 'Box de garage', 'Lock-up garage', 'Garagenbox'],
  [502, 'INDOOR_PARKING', 'Binnenstaanplaats', 'Emplacement intérieur', 'Indoor parking space', 'Innenstellplatz'],
  [503, 'OUTDOOR_PARKING', 'Buitenstaanplaats', 'Emplacement extérieur', 'Outdoor parking space', 'Außenstellplatz'],
  [504, 'CARPORT', 'Carport', 'Carport', 'Carport', 'Carport'],
  [505, 'UNDERGROUND_GARAGE', 'Ondergrondse garage', 'Garage souterrain', 'Underground garage', 'Tiefgarage'],
  [506, 'GARAGE_COMPLEX', 'Garagecomplex', 'Ensemble de garages', 'Garage complex', 'Garagenanlage'],
]);
