import { enumerationFromRows } from './enumeration';

/**
 * §3 most recent planning destination: the zone codes of the Flemish regional zoning plans
 * (gewestplan / plan de secteur), with the zone's full name. French names follow the official
 * French versions of the Flemish zoning categories.
 */
export const RECENT_DESTINATION = enumerationFromRows('RecentDestination', [
  [1, 'AG', 'Agrarisch gebied', 'Zone agricole', 'Agricultural area', 'Agrargebiet'],
  [2, 'EG', 'Gebied met economische activiteiten', "Zone d'activités économiques", 'Area for economic activities', 'Gebiet für wirtschaftliche Aktivitäten'],
  [3, 'WIG', 'Winningsgebied', "Zone d'extraction", 'Extraction area', 'Abbaugebiet'],
  [4, 'WUG', 'Woonuitbreidingsgebied', "Zone d'extension d'habitat", 'Residential expansion area', 'Wohnerweiterungsgebiet'],
  [5, 'BG', 'Bosgebied', 'Zone forestière', 'Forest area', 'Waldgebiet'],
  [6, 'IGB', 'Industriegebied', 'Zone industrielle', 'Industrial area', 'Industriegebiet'],
  [7, 'RG', 'Recreatiegebied', 'Zone de loisirs', 'Recreation area', 'Erholungsgebiet'],
  [8, 'GWG', 'Gemengd woongebied', "Zone d'habitat mixte", 'Mixed residential area', 'Gemischtes Wohngebiet'],
  [9, 'NG', 'Natuurgebied', 'Zone naturelle', 'Nature area', 'Naturgebiet'],
  [10, 'PG', 'Parkgebied', 'Zone de parc', 'Park area', 'Parkgebiet'],
  [11, 'WG', 'Woongebied', "Zone d'habitat", 'Residential area', 'Wohngebiet'],
  [12, 'WGL', 'Woongebied met landelijk karakter', "Zone d'habitat à caractère rural", 'Residential area with a rural character', 'Wohngebiet mit ländlichem Charakter'],
  [13, 'WGR', 'Woongebied met recreatief karakter', "Zone d'habitat à caractère récréatif", 'Residential area with a recreational character', 'Wohngebiet mit Erholungscharakter'],
  [14, 'GG', 'Groengebied', "Zone d'espaces verts", 'Green area', 'Grüngebiet'],
  [
    15,
    'WCHE',
    'Woongebied met culturele, historische en/of esthetische waarde',
    "Zone d'habitat présentant une valeur culturelle, historique et/ou esthétique",
    'Residential area of cultural, historical and/or aesthetic value',
    'Wohngebiet mit kulturellem, historischem und/oder ästhetischem Wert',
  ],
  [16, 'WP', 'Woonpark', 'Zone de parc résidentiel', 'Residential park', 'Wohnpark'],
  [
    17,
    'IAB',
    "Gebied voor ambachtelijke bedrijven en kmo's",
    "Zone d'entreprises artisanales et de PME",
    'Area for craft businesses and SMEs',
    'Gebiet für Handwerksbetriebe und KMU',
  ],
  [18, 'GDR', 'Gebied voor dagrecreatie', 'Zone de récréation de jour', 'Day recreation area', 'Gebiet für Tageserholung'],
  [19, 'GVR', 'Gebied voor verblijfsrecreatie', 'Zone de récréation de séjour', 'Overnight recreation area', 'Gebiet für Aufenthaltserholung'],
  [20, 'LWAG', 'Landschappelijk waardevol agrarisch gebied', "Zone agricole d'intérêt paysager", 'Agricultural area of landscape value', 'Landschaftlich wertvolles Agrargebiet'],
  [21, 'NR', 'Natuurreservaat', 'Réserve naturelle', 'Nature reserve', 'Naturschutzgebiet'],
  [
    22,
    'GVON',
    'Gebied voor gemeenschapsvoorzieningen en openbare nutsvoorzieningen',
    "Zone d'équipements communautaires et de services publics",
    'Area for community facilities and public utilities',
    'Gebiet für Gemeinschaftseinrichtungen und öffentliche Versorgungsanlagen',
  ],
  [23, 'DVG', 'Dienstverleningsgebied', 'Zone de services', 'Service area', 'Dienstleistungsgebiet'],
  // NI is read as "not indicated": the code list names no zone for it.
  [24, 'NI', 'Geen bestemming opgegeven', 'Aucune affectation indiquée', 'No zoning indicated', 'Keine Zweckbestimmung angegeben'],
]);
