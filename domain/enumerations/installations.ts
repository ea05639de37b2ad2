import { enumerationFromRows } from './enumeration';

/** §3 installation enumerations: heating, meters and the electrical inspection. */

/** Fuels Belgian listings name; CENTRAL_VENTILATION is warm-air heating blown through ducts. */
export const HEATING = enumerationFromRows('Heating', [
  [1, 'OIL', 'Stookolie', 'Mazout', 'Heating oil', 'Heizöl'],
  [2, 'COAL', 'Steenkool', 'Charbon', 'Coal', 'Kohle'],
  [3, 'ELECTRICITY', 'Elektriciteit', 'Électricité', 'Electricity', 'Strom'],
  [4, 'GAS', 'Aardgas', 'Gaz naturel', 'Natural gas', 'Erdgas'],
  [5, 'HEAT_ACCUMULATION', 'Accumulatieverwarming', 'Chauffage à accumulation', 'Storage heaters', 'Nachtspeicherheizung'],
  [6, 'GAS_HEATERS', 'Gaskachels', 'Convecteurs au gaz', 'Gas heaters', 'Gasöfen'],
  [7, 'PROPANE_GAS', 'Propaangas', 'Gaz propane', 'Propane', 'Propangas'],
  [8, 'CENTRAL_VENTILATION', 'Centrale luchtverwarming', 'Chauffage central à air pulsé', 'Central warm-air heating', 'Zentrale Warmluftheizung'],
  [9, 'WOOD', 'Hout', 'Bois', 'Wood', 'Holz'],
  [10, 'PELLET', 'Pellets', 'Granulés de bois', 'Wood pellets', 'Holzpellets'],
]);

/** Whether the building shares its heating: not applicable, common or individual. */
export const COMMON_HEATING = enumerationFromRows('CommonHeating', [
  [1, 'NOT_APPLICABLE', 'Niet van toepassing', 'Non applicable', 'Not applicable', 'Nicht zutreffend'],
  [2, 'COMMON', 'Gemeenschappelijk', 'Collectif', 'Shared', 'Gemeinschaftlich'],
  [3, 'INDIVIDUAL', 'Individueel', 'Individuel', 'Individual', 'Individuell'],
]);

/** Whether the utility meters are shared: not applicable, common or individual. */
export const COMMON_METER = enumerationFromRows('CommonMeter', [
  [1, 'NOT_APPLICABLE', 'Niet van toepassing', 'Non applicable', 'Not applicable', 'Nicht zutreffend'],
  [2, 'COMMON', 'Gemeenschappelijk', 'Commun', 'Shared', 'Gemeinschaftlich'],
  [3, 'INDIVIDUAL', 'Individueel', 'Individuel', 'Individual', 'Individuell'],
]);

/** The electricity meter type; Flanders calls the smart meter "digitale meter". */
export const COMMON_METER_TYPE = enumerationFromRows('CommonMeterType', [
  [1, 'SINGLE', 'Enkelvoudig tarief', 'Tarif simple', 'Single rate', 'Eintarifzähler'],
  [2, 'DAY_AND_NIGHT', 'Dag- en nachttarief', 'Tarif jour/nuit', 'Day and night rate', 'Tag- und Nachttarif'],
  [3, 'SMART_METER', 'Digitale meter', 'Compteur communicant', 'Smart meter', 'Intelligenter Zähler'],
]);

/** The inspection certificate of the electrical installation. */
export const ELECTRICITY_CERTIFICATION = enumerationFromRows('ElectricityCertification', [
  [1, 'OBTAINED', 'Verkregen', 'Obtenu', 'Obtained', 'Erhalten'],
  [2, 'NOT_OBTAINED', 'Niet verkregen', 'Non obtenu', 'Not obtained', 'Nicht erhalten'],
  [3, 'UNKNOWN', 'Onbekend', 'Inconnu', 'Unknown', 'Unbekannt'],
]);

/** Whether an installation complies (e.g. the electrical inspection). */
export const CONFORMITY = enumerationFromRows('Conformity', [
  [1, 'INVALID', 'Niet conform', 'Non conforme', 'Not compliant', 'Nicht konform'],
  [2, 'VALID', 'Conform', 'Conforme', 'Compliant', 'Konform'],
]);
