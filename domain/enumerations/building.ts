import { enumerationFromRows } from './enumeration';

/** §3 building enumerations: condition, construction type, roof, carpentry and glazing. */

export const CONDITION = enumerationFromRows('Condition', [
  [1, 'TO_RENOVATE', 'Te renoveren', 'À rénover', 'To renovate', 'Renovierungsbedürftig'],
  [2, 'TO_FRESHEN_UP', 'Op te frissen', 'À rafraîchir', 'To freshen up', 'Auffrischungsbedürftig'],
  [3, 'GOOD_CONDITION', 'Goede staat', 'Bon état', 'Good condition', 'Guter Zustand'],
  [4, 'EXCELLENT_CONDITION', 'Uitstekende staat', 'Excellent état', 'Excellent condition', 'Ausgezeichneter Zustand'],
  [5, 'RENEWED', 'Vernieuwd', 'Rénové', 'Renovated', 'Renoviert'],
  [6, 'NEW', 'Nieuw', 'Neuf', 'New', 'Neu'],
]);

/** Belgian French counts the façades: a detached house has four, a terraced house two. */
export const CONSTRUCTION_TYPE = enumerationFromRows('ConstructionType', [
  [1, 'OPEN', 'Open bebouwing', 'Quatre façades', 'Detached', 'Freistehend'],
  [2, 'HALF_OPEN', 'Halfopen bebouwing', 'Trois façades', 'Semi-detached', 'Halboffene Bauweise'],
  [3, 'CLOSED', 'Gesloten bebouwing', 'Deux façades', 'Terraced', 'Geschlossene Bauweise'],
]);

/** KERB is the British name of the mansard roof. */
export const ROOF_TYPE = enumerationFromRows('RoofType', [
  [1, 'SADDLEBACK', 'Zadeldak', 'Toit à deux versants', 'Gable roof', 'Satteldach'],
  [2, 'FLAT', 'Plat dak', 'Toit plat', 'Flat roof', 'Flachdach'],
  [3, 'LEAN_TO', 'Lessenaarsdak', 'Toit en appentis', 'Lean-to roof', 'Pultdach'],
  [4, 'KERB', 'Mansardedak', 'Toit à la Mansart', 'Mansard roof', 'Mansarddach'],
  [5, 'HIPPED', 'Schilddak', 'Toit en croupe', 'Hipped roof', 'Walmdach'],
]);

/** Window frames (outside carpentry). */
export const CARPENTRY = enumerationFromRows('Carpentry', [
  [1, 'WOOD', 'Hout', 'Bois', 'Wood', 'Holz'],
  [2, 'ALUMINUM', 'Aluminium', 'Aluminium', 'Aluminium', 'Aluminium'],
  [3, 'PLASTIC', 'Kunststof (pvc)', 'PVC', 'uPVC', 'Kunststoff'],
]);

export const WINDOW_GLAZING = enumerationFromRows('WindowGlazing', [
  [1, 'SINGLE', 'Enkel glas', 'Simple vitrage', 'Single glazing', 'Einfachverglasung'],
  [2, 'DOUBLE', 'Dubbel glas', 'Double vitrage', 'Double glazing', 'Doppelverglasung'],
  [3, 'TRIPLE', 'Driedubbel glas', 'Triple vitrage', 'Triple glazing', 'Dreifachverglasung'],
]);
