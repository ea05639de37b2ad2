import { enumerationFromRows } from './enumeration';

/** §3 comfort enumerations: bathroom, kitchen and finishing level. */

export const BATHROOM_TYPE = enumerationFromRows('BathroomType', [
  [1, 'EQUIPPED', 'Uitgerust', 'Équipée', 'Fitted', 'Ausgestattet'],
  [2, 'NOT_EQUIPPED', 'Niet uitgerust', 'Non équipée', 'Not fitted', 'Nicht ausgestattet'],
]);

/** "Hyper-equipped" and the American (open) kitchen are the terms of Belgian listings. */
export const KITCHEN_TYPE = enumerationFromRows('KitchenType', [
  [1, 'EQUIPPED', 'Ingericht', 'Équipée', 'Equipped', 'Eingerichtet'],
  [2, 'SEMI_EQUIPPED', 'Half ingericht', 'Semi-équipée', 'Semi-equipped', 'Teilweise eingerichtet'],
  [3, 'NOT_EQUIPPED', 'Niet ingericht', 'Non équipée', 'Not equipped', 'Nicht eingerichtet'],
  [4, 'HYPER_EQUIPPED', 'Super ingericht', 'Hyper-équipée', 'Hyper-equipped', 'Luxuriös eingerichtet'],
  [
    5,
    'AMERICAN_SEMI_EQUIPPED',
    'Amerikaanse keuken, half ingericht',
    'Cuisine américaine semi-équipée',
    'Semi-equipped open-plan kitchen',
    'Offene Küche, teilweise eingerichtet',
  ],
  [
    6,
    'AMERICAN_EQUIPPED',
    'Amerikaanse keuken, ingericht',
    'Cuisine américaine équipée',
    'Equipped open-plan kitchen',
    'Offene Küche, eingerichtet',
  ],
  [
    7,
    'AMERICAN_HYPER_EQUIPPED',
    'Amerikaanse keuken, super ingericht',
    'Cuisine américaine hyper-équipée',
    'Hyper-equipped open-plan kitchen',
    'Offene Küche, luxuriös eingerichtet',
  ],
]);

export const LUXURY_LEVEL = enumerationFromRows('LuxuryLevel', [
  [1, 'MODEST', 'Bescheiden', 'Modeste', 'Modest', 'Einfach'],
  [2, 'AVERAGE', 'Gemiddeld', 'Moyen', 'Average', 'Durchschnittlich'],
  [3, 'LUXURIOUS', 'Luxueus', 'Luxueux', 'Luxurious', 'Luxuriös'],
]);
