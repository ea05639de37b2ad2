import { enumerationFromRows } from './enumeration';

/**
 * Agreed head type ids. Upstream also sends 7, 9 and 10, which only matter for the §9 TYPE group
 * order and have no name in the spec, so they get no entry (their label is '').
 */
export const HEAD_TYPE_ID = {
  HOUSE: 1,
  APARTMENT: 2,
  PLOT: 3,
  COMMERCIAL: 4,
  GARAGE: 5,
  PROJECT: 6,
} as const;

export type HeadTypeKey = keyof typeof HEAD_TYPE_ID;

/** §3 type (head type); the field-type enumeration is called `Type`. */
export const HEAD_TYPE = enumerationFromRows('Type', [
  [HEAD_TYPE_ID.HOUSE, 'HOUSE', 'Woning', 'Maison', 'House', 'Haus'],
  [HEAD_TYPE_ID.APARTMENT, 'APARTMENT', 'Appartement', 'Appartement', 'Apartment', 'Wohnung'],
  [HEAD_TYPE_ID.PLOT, 'PLOT', 'Grond', 'Terrain', 'Land', 'Grundstück'],
  [HEAD_TYPE_ID.COMMERCIAL, 'COMMERCIAL', 'Bedrijfsvastgoed', 'Bien commercial', 'Commercial property', 'Gewerbeimmobilie'],
  [HEAD_TYPE_ID.GARAGE, 'GARAGE', 'Garage', 'Garage', 'Garage', 'Garage'],
  [HEAD_TYPE_ID.PROJECT, 'PROJECT', 'Project', 'Projet', 'Project', 'Projekt'],
]);
