import { HEAD_TYPE_ID } from './head-types';
import { subTypesFromRows } from './sub-type-entry';

/** Commercial subtypes (ids 401…), from Belgian listing practice; the spec does not list them (§3). */
export const COMMERCIAL_SUB_TYPES = subTypesFromRows(HEAD_TYPE_ID.COMMERCIAL, [
  // Offices
  [401, 'OFFICE', 'Kantoor', 'Bureau', 'Office', 'Büro'],
  [402, 'OFFICE_BUILDING', 'Kantoorgebouw', 'Immeuble de bureaux', 'Office building', 'Bürogebäude'],
  [403, 'BUSINESS_CENTRE', 'Bedrijvencentrum', "Centre d'affaires", 'Business centre', 'Geschäftszentrum'],
  [404, 'COWORKING_SPACE', 'Coworkingruimte', 'Espace de coworking', 'Coworking space', 'Coworking-Fläche'],
  [405, 'PROFESSIONAL_PRACTICE', 'Ruimte voor vrij beroep', 'Local pour profession libérale', 'Professional practice premises', 'Praxisräume für freie Berufe'],
  [406, 'MEDICAL_PRACTICE', 'Medische praktijk', 'Cabinet médical', 'Medical practice', 'Arztpraxis'],
  // Retail
  [407, 'SHOP', 'Winkel', 'Magasin', 'Shop', 'Ladengeschäft'],
  [408, 'COMMERCIAL_BUILDING', 'Handelspand', 'Immeuble commercial', 'Commercial building', 'Geschäftshaus'],
  [409, 'RETAIL_WAREHOUSE', 'Baanwinkel', 'Commerce de périphérie', 'Retail warehouse', 'Fachmarkt'],
  [410, 'SHOPPING_CENTRE', 'Winkelcentrum', 'Centre commercial', 'Shopping centre', 'Einkaufszentrum'],
  [411, 'SHOWROOM', 'Toonzaal', 'Showroom', 'Showroom', 'Ausstellungsraum'],
  [412, 'BAKERY', 'Bakkerij', 'Boulangerie', 'Bakery', 'Bäckerei'],
  [413, 'BUTCHERS_SHOP', 'Slagerij', 'Boucherie', "Butcher's shop", 'Metzgerei'],
  [414, 'PHARMACY', 'Apotheek', 'Pharmacie', 'Pharmacy', 'Apotheke'],
  [415, 'HAIR_SALON', 'Kapsalon', 'Salon de coiffure', 'Hair salon', 'Friseursalon'],
  [416, 'GOING_CONCERN', 'Handelszaak', 'Fonds de commerce', 'Going concern', 'Gewerbebetrieb zur Übernahme'],
  // Hospitality (horeca) and leisure
  [417, 'HORECA', 'Horecazaak', 'Établissement horeca', 'Hospitality business', 'Gastronomiebetrieb'],
  [418, 'RESTAURANT', 'Restaurant', 'Restaurant', 'Restaurant', 'Restaurant'],
  [419, 'CAFE', 'Café', 'Débit de boissons', 'Pub', 'Kneipe'],
  [420, 'CHIP_SHOP', 'Frituur', 'Friterie', 'Chip shop', 'Frittenbude'],
  [421, 'HOTEL', 'Hotel', 'Hôtel', 'Hotel', 'Hotel'],
  [422, 'BED_AND_BREAKFAST', 'B&B', "Chambres d'hôtes", 'Bed and breakfast', 'Frühstückspension'],
  [423, 'HOLIDAY_PARK', 'Vakantiepark', 'Parc de vacances', 'Holiday park', 'Ferienpark'],
  [424, 'CAMPSITE', 'Camping', 'Terrain de camping', 'Campsite', 'Campingplatz'],
  [425, 'EVENT_VENUE', 'Feestzaal', 'Salle des fêtes', 'Event venue', 'Festsaal'],
  [426, 'CINEMA', 'Bioscoop', 'Cinéma', 'Cinema', 'Kino'],
  [427, 'SPORTS_FACILITY', 'Sportinfrastructuur', 'Infrastructure sportive', 'Sports facility', 'Sportanlage'],
  [428, 'EQUESTRIAN_CENTRE', 'Manege', 'Manège', 'Riding school', 'Reitanlage'],
  [429, 'LEISURE_PROPERTY', 'Recreatiepand', 'Bien de loisirs', 'Leisure property', 'Freizeitimmobilie'],
  // Industry, storage and logistics
  [430, 'STORAGE', 'Opslagruimte', 'Espace de stockage', 'Storage space', 'Lagerraum'],
  [431, 'WAREHOUSE', 'Magazijn', 'Entrepôt', 'Warehouse', 'Lagerhalle'],
  [432, 'INDUSTRIAL_BUILDING', 'Industrieel gebouw', 'Bâtiment industriel', 'Industrial building', 'Industriegebäude'],
  [433, 'WORKSHOP', 'Werkplaats', 'Atelier', 'Workshop', 'Werkstatt'],
  [434, 'LOGISTICS_BUILDING', 'Logistiek gebouw', 'Bâtiment logistique', 'Logistics building', 'Logistikgebäude'],
  [435, 'PRODUCTION_HALL', 'Productiehal', 'Hall de production', 'Production hall', 'Produktionshalle'],
  [436, 'SME_UNIT', 'KMO-unit', 'Unité PME', 'SME unit', 'KMU-Einheit'],
  [437, 'BUSINESS_PREMISES', 'Bedrijfspand', 'Bâtiment professionnel', 'Business premises', 'Betriebsgebäude'],
  [438, 'LABORATORY', 'Laboratorium', 'Laboratoire', 'Laboratory', 'Labor'],
  // Motoring
  [439, 'CAR_GARAGE', 'Garagebedrijf', 'Garage automobile', 'Car repair garage', 'Autowerkstatt'],
  [440, 'PETROL_STATION', 'Tankstation', 'Station-service', 'Petrol station', 'Tankstelle'],
  [441, 'CAR_WASH', 'Carwash', 'Car-wash', 'Car wash', 'Autowaschanlage'],
  [442, 'CAR_PARK', 'Parkeergebouw', 'Immeuble de parking', 'Car park', 'Parkhaus'],
  // Agriculture
  [443, 'AGRICULTURAL_BUSINESS', 'Landbouwbedrijf', 'Exploitation agricole', 'Agricultural business', 'Landwirtschaftsbetrieb'],
  [444, 'HORTICULTURAL_BUSINESS', 'Tuinbouwbedrijf', 'Exploitation horticole', 'Horticultural business', 'Gartenbaubetrieb'],
  // Care, education and community
  [445, 'CARE_HOME', 'Woonzorgcentrum', 'Maison de repos', 'Care home', 'Pflegeheim'],
  [446, 'DAY_NURSERY', 'Kinderdagverblijf', 'Crèche', 'Day nursery', 'Kindertagesstätte'],
  [447, 'SCHOOL_BUILDING', 'Schoolgebouw', 'Bâtiment scolaire', 'School building', 'Schulgebäude'],
  [448, 'STUDENT_RESIDENCE', 'Studentenhome', 'Résidence étudiante', 'Student residence', 'Studentenwohnheim'],
  [449, 'RELIGIOUS_BUILDING', 'Religieus gebouw', 'Édifice religieux', 'Religious building', 'Sakralbau'],
  [450, 'OTHER_COMMERCIAL', 'Ander bedrijfsvastgoed', 'Autre bien commercial', 'Other commercial property', 'Sonstige Gewerbeimmobilie'],
]);
