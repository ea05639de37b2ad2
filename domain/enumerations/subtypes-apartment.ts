import { HEAD_TYPE_ID } from './head-types';
import { subTypesFromRows } from './sub-type-entry';

/** Apartment subtypes (ids 201…), from Belgian listing practice; the spec does not list them (§3). */
export const APARTMENT_SUB_TYPES = subTypesFromRows(HEAD_TYPE_ID.APARTMENT, [
  [201, 'APARTMENT', 'Appartement', 'Appartement', 'Apartment', 'Wohnung'],
  [202, 'GROUND_FLOOR', 'Gelijkvloers appartement', 'Rez-de-chaussée', 'Ground-floor apartment', 'Erdgeschosswohnung'],
  [203, 'GARDEN_APARTMENT', 'Appartement met tuin', 'Appartement avec jardin', 'Garden apartment', 'Gartenwohnung'],
  [204, 'DUPLEX', 'Duplex', 'Duplex', 'Duplex', 'Maisonettewohnung'],
  [205, 'TRIPLEX', 'Triplex', 'Triplex', 'Triplex', 'Triplex-Wohnung'],
  [206, 'PENTHOUSE', 'Penthouse', 'Penthouse', 'Penthouse', 'Penthouse'],
  [207, 'LOFT', 'Loft', 'Loft', 'Loft', 'Loft'],
  [208, 'STUDIO', 'Studio', 'Studio', 'Studio', 'Einzimmerwohnung'],
  [209, 'STUDENT_ROOM', 'Studentenkamer', "Kot (chambre d'étudiant)", 'Student room', 'Studentenzimmer'],
  [210, 'ROOM', 'Kamer', 'Chambre', 'Room', 'Zimmer'],
  [211, 'SERVICE_FLAT', 'Serviceflat', 'Résidence-services', 'Service flat', 'Servicewohnung'],
  [212, 'ASSISTED_LIVING', 'Assistentiewoning', 'Logement avec assistance', 'Assisted living flat', 'Betreutes Wohnen'],
  [213, 'TOP_FLOOR_APARTMENT', 'Dakappartement', 'Appartement sous toiture', 'Top-floor apartment', 'Dachgeschosswohnung'],
  [214, 'HOLIDAY_APARTMENT', 'Vakantieappartement', 'Appartement de vacances', 'Holiday apartment', 'Ferienwohnung'],
  [215, 'CARETAKER_APARTMENT', 'Conciërgewoning', 'Logement de concierge', "Caretaker's flat", 'Hausmeisterwohnung'],
  [216, 'OTHER_APARTMENT', 'Ander appartement', 'Autre appartement', 'Other apartment', 'Sonstige Wohnung'],
]);
