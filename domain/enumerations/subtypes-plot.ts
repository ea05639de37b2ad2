import { HEAD_TYPE_ID } from './head-types';
import { subTypesFromRows } from './sub-type-entry';

/** Plot (land) subtypes (ids 301…), from Belgian listing practice; the spec does not list them (§3). */
export const PLOT_SUB_TYPES = subTypesFromRows(HEAD_TYPE_ID.PLOT, [
  [301, 'BUILDING_PLOT', 'Bouwgrond', 'Terrain à bâtir', 'Building plot', 'Baugrundstück'],
  [302, 'AGRICULTURAL_LAND', 'Landbouwgrond', 'Terrain agricole', 'Agricultural land', 'Landwirtschaftsfläche'],
  [303, 'PASTURE', 'Weiland', 'Prairie', 'Pasture', 'Weide'],
  [304, 'WOODLAND', 'Bos', 'Bois', 'Woodland', 'Wald'],
  [305, 'RECREATIONAL_LAND', 'Recreatiegrond', 'Terrain de loisirs', 'Recreational land', 'Freizeitgrundstück'],
  [306, 'INDUSTRIAL_LAND', 'Industriegrond', 'Terrain industriel', 'Industrial land', 'Industriegrundstück'],
  [307, 'COMMERCIAL_LAND', 'Handelsgrond', 'Terrain commercial', 'Commercial land', 'Gewerbegrundstück'],
  [308, 'DEVELOPMENT_LAND', 'Projectgrond', 'Terrain pour promotion immobilière', 'Development land', 'Projektgrundstück'],
  [
    309,
    'RESIDENTIAL_EXPANSION_LAND',
    'Grond in woonuitbreidingsgebied',
    "Terrain en zone d'extension d'habitat",
    'Land in a residential expansion area',
    'Grundstück im Wohnerweiterungsgebiet',
  ],
  [310, 'GARDEN_LAND', 'Tuingrond', 'Terrain de jardin', 'Garden land', 'Gartengrundstück'],
  [311, 'FISHING_POND', 'Visvijver', 'Étang de pêche', 'Fishing pond', 'Fischteich'],
  [312, 'NATURE_AREA', 'Natuurgebied', 'Zone naturelle', 'Nature area', 'Naturgebiet'],
  [313, 'ORCHARD', 'Boomgaard', 'Verger', 'Orchard', 'Obstgarten'],
  [314, 'NON_BUILDABLE_LAND', 'Niet-bebouwbare grond', 'Terrain non constructible', 'Non-buildable land', 'Nicht bebaubares Grundstück'],
  [315, 'OTHER_LAND', 'Andere grond', 'Autre terrain', 'Other land', 'Sonstiges Grundstück'],
]);
