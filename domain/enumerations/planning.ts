import { enumerationFromRows } from './enumeration';

/** §3 planning enumerations: planning answers, flood risk and the use a dwelling is meant for. */

/**
 * Answers to the planning questions (permit, subdivision, proceedings…). BEFORE_1962: a building
 * from before 22 April 1962, when the building permit became general in Belgium, is deemed permitted.
 */
export const PLANNING = enumerationFromRows('Planning', [
  [1, 'UNKNOWN', 'Onbekend', 'Inconnu', 'Unknown', 'Unbekannt'],
  [2, 'NO', 'Nee', 'Non', 'No', 'Nein'],
  [3, 'YES', 'Ja', 'Oui', 'Yes', 'Ja'],
  [4, 'PENDING', 'In behandeling', 'En cours', 'Pending', 'In Bearbeitung'],
  [5, 'BEFORE_1962', 'Vóór 1962', 'Avant 1962', 'Before 1962', 'Vor 1962'],
]);

/** Whether the estate lies in a flood-prone area. */
export const FLOODING = enumerationFromRows('Flooding', [
  [1, 'UNKNOWN', 'Onbekend', 'Inconnu', 'Unknown', 'Unbekannt'],
  [2, 'NO', 'Nee', 'Non', 'No', 'Nein'],
  [3, 'YES', 'Ja', 'Oui', 'Yes', 'Ja'],
]);

/** What a dwelling is used as. */
export const DESTINATION = enumerationFromRows('Destination', [
  [1, 'MAIN', 'Hoofdverblijf', 'Résidence principale', 'Main residence', 'Hauptwohnsitz'],
  [2, 'VACATION', 'Vakantieverblijf', 'Résidence de vacances', 'Holiday residence', 'Ferienwohnsitz'],
  [3, 'STUDENT_RESIDENCE', 'Studentenhuisvesting', 'Logement étudiant', 'Student accommodation', 'Studentenunterkunft'],
]);
