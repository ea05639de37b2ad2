import type { Region } from '../estate/estate';
import type { Locale, Translated } from '../shared/locale';

/** The heritage authority of each region, named in its consequences. */
const AUTHORITY: Readonly<Record<Region, Translated>> = {
  FLANDERS: { nl: 'het agentschap Onroerend Erfgoed', fr: "l'agence flamande du Patrimoine immobilier (Onroerend Erfgoed)", en: 'the Flemish Heritage Agency (Onroerend Erfgoed)', de: 'die flämische Denkmalbehörde (Onroerend Erfgoed)' },
  WALLONIA: { nl: 'het Waals Agentschap voor Erfgoed (AWaP)', fr: "l'Agence wallonne du Patrimoine (AWaP)", en: 'the Walloon Heritage Agency (AWaP)', de: 'die Wallonische Denkmalagentur (AWaP)' },
  BRUSSELS: { nl: 'urban.brussels (Directie Cultureel Erfgoed)', fr: 'urban.brussels (Direction du Patrimoine culturel)', en: 'urban.brussels (Cultural Heritage Department)', de: 'urban.brussels (Direktion Kulturerbe)' },
};

const CONSEQUENCES: Translated = {
  nl: 'Gevolgen van de bescherming: de eigenaar moet het goed in goede staat houden en mag het niet ontsieren, beschadigen of slopen; werken eraan vragen vooraf een toelating of vergunning na advies van {authority}; wie het goed koopt, neemt deze plichten over. Voor erfgoedwerken kan een premie bestaan.',
  fr: "Conséquences de la protection : le propriétaire doit maintenir le bien en bon état et ne peut ni le défigurer, ni l'endommager, ni le démolir ; tous travaux demandent au préalable une autorisation ou un permis après avis de {authority} ; l'acheteur reprend ces obligations. Des primes peuvent exister pour les travaux de patrimoine.",
  en: 'What the protection means: the owner must keep the property in good repair and may not disfigure, damage or demolish it; any works need prior consent or a permit after advice from {authority}; a buyer takes over these duties. Grants may exist for heritage works.',
  de: 'Folgen des Schutzes: Der Eigentümer muss das Gut in gutem Zustand erhalten und darf es weder verunstalten noch beschädigen oder abreißen; Arbeiten daran bedürfen vorab einer Erlaubnis oder Genehmigung nach Stellungnahme von {authority}; ein Käufer übernimmt diese Pflichten. Für Denkmalarbeiten kann es Prämien geben.',
};

/**
 * The legal consequences of a protection as heritage, in plain words (Onroerenderfgoeddecreet art. 6.4.9 asks them of
 * publicity in Flanders; Brussels' CoBAT and Wallonia's Code du Patrimoine lay the same duties on owners).
 */
export function heritageConsequences(region: Region, locale: Locale): string {
  return CONSEQUENCES[locale].replace('{authority}', AUTHORITY[region][locale]);
}
