import { enumerationFromRows } from './enumeration';

/** §3 enumerations about the estate's setting: environment, garden, orientation, availability, map precision. */

export const ENVIRONMENT = enumerationFromRows('Environment', [
  [1, 'TOWN', 'Stad', 'Ville', 'Town', 'Stadt'],
  [2, 'RESIDENTIAL', 'Residentieel', 'Résidentiel', 'Residential', 'Wohngegend'],
  [3, 'COUNTRYSIDE', 'Landelijk', 'Campagne', 'Countryside', 'Ländlich'],
  [4, 'VILLAGE', 'Dorp', 'Village', 'Village', 'Dorf'],
  [5, 'SUBURBAN_AREA', 'Randstedelijk gebied', 'Zone périurbaine', 'Suburban area', 'Stadtrand'],
  [6, 'CRAFT_INDUSTRY', 'Ambachtelijke zone', 'Zone artisanale', 'Craft industry area', 'Handwerksgebiet'],
  [7, 'INDUSTRIAL', 'Industriezone', 'Zone industrielle', 'Industrial area', 'Industriegebiet'],
  [8, 'SEA_BEACH_DUNE', 'Zee, strand en duinen', 'Mer, plage et dunes', 'Sea, beach and dunes', 'Meer, Strand und Dünen'],
]);

/** How far the garden is laid out. */
export const GARDEN = enumerationFromRows('Garden', [
  [1, 'NOT_CONSTRUCTED', 'Niet aangelegd', 'Non aménagé', 'Not landscaped', 'Nicht angelegt'],
  [2, 'ONLY_LAWN', 'Enkel gazon', 'Pelouse uniquement', 'Lawn only', 'Nur Rasen'],
  [3, 'FULLY_LANDSCAPED', 'Volledig aangelegd', 'Entièrement aménagé', 'Fully landscaped', 'Vollständig angelegt'],
]);

/** The eight compass points, clockwise from north (e.g. the garden's orientation). */
export const ORIENTATION = enumerationFromRows('Orientation', [
  [1, 'NORTH', 'Noord', 'Nord', 'North', 'Nord'],
  [2, 'NORTH_EAST', 'Noordoost', 'Nord-est', 'North-east', 'Nordost'],
  [3, 'EAST', 'Oost', 'Est', 'East', 'Ost'],
  [4, 'SOUTH_EAST', 'Zuidoost', 'Sud-est', 'South-east', 'Südost'],
  [5, 'SOUTH', 'Zuid', 'Sud', 'South', 'Süd'],
  [6, 'SOUTH_WEST', 'Zuidwest', 'Sud-ouest', 'South-west', 'Südwest'],
  [7, 'WEST', 'West', 'Ouest', 'West', 'West'],
  [8, 'NORTH_WEST', 'Noordwest', 'Nord-ouest', 'North-west', 'Nordwest'],
]);

/** When the estate becomes free: DEED is the signing of the notarial deed. */
export const FREE_ON = enumerationFromRows('FreeOn', [
  [1, 'UNKNOWN', 'Onbekend', 'Inconnu', 'Unknown', 'Unbekannt'],
  [2, 'IMMEDIATE', 'Onmiddellijk', 'Immédiatement', 'Immediately', 'Sofort'],
  [3, 'DEED', 'Bij akte', "À l'acte", 'On signing of the deed', 'Bei Beurkundung'],
  [4, 'AFTER_NOTICE_PERIOD', 'Mits opzeg', 'Moyennant préavis', 'After the notice period', 'Nach Ablauf der Kündigungsfrist'],
  [5, 'DELIVERY', 'Bij oplevering', 'À la livraison', 'On completion', 'Bei Fertigstellung'],
  [6, 'TO_BE_AGREED', 'In overleg', 'À convenir', 'To be agreed', 'Nach Vereinbarung'],
]);

/** How precise the map position is; the spec numbers it 0 to 3, so ids start at 0. */
export const GEO_PRECISION = enumerationFromRows('GeoPrecision', [
  [0, 'NO_DATA', 'Geen gegevens', 'Aucune donnée', 'No data', 'Keine Daten'],
  [1, 'GEOMETRIC_CENTER', 'Geometrisch middelpunt', 'Centre géométrique', 'Geometric centre', 'Geometrischer Mittelpunkt'],
  [2, 'RANGE_INTERPOLATED', 'Geïnterpoleerd tussen huisnummers', 'Interpolé entre numéros', 'Interpolated between house numbers', 'Zwischen Hausnummern interpoliert'],
  [3, 'ROOFTOP', 'Exact adres', 'Adresse exacte', 'Exact address (rooftop)', 'Exakte Adresse'],
]);
