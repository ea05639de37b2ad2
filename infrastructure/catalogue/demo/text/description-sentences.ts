import { ENERGY_LABEL, ORIENTATION, enumLabel } from '../../../../domain/enumerations';
import type { Translated } from '../../../../domain/shared/locale';
import type { EnergyFacts } from '../estates/energy-performance';
import { CERTIFICATE_NAME } from '../estates/energy-scale';
import type { PhysicalTraits } from '../estates/physical-traits';
import { formatDate, formatInt, lowerFirst, perLocale, t } from './phrase';

/** Sentences of an estate description, each in the four site languages. */

export const CONDITION_SENTENCES: Readonly<Record<number, Translated>> = {
  1: t(
    'Het pand is te renoveren en biedt veel mogelijkheden.',
    'Le bien est à rénover et offre de nombreuses possibilités.',
    'The property needs renovation and offers plenty of potential.',
    'Die Immobilie ist renovierungsbedürftig und bietet viele Möglichkeiten.',
  ),
  2: t(
    'Met een opfrissing maakt u er helemaal uw eigen thuis van.',
    'Un petit rafraîchissement en fera votre chez-vous.',
    'A little freshening up will make it entirely your own.',
    'Mit etwas Auffrischung wird es ganz Ihr Zuhause.',
  ),
  3: t('Het pand verkeert in goede staat.', 'Le bien est en bon état.', 'The property is in good condition.', 'Die Immobilie ist in gutem Zustand.'),
  4: t(
    'Het pand is uitstekend onderhouden en instapklaar.',
    'Le bien est parfaitement entretenu et prêt à emménager.',
    'The property is impeccably maintained and ready to move into.',
    'Die Immobilie ist hervorragend gepflegt und bezugsfertig.',
  ),
  6: t(
    'Nieuwbouw met een hoogwaardige afwerking.',
    'Construction neuve aux finitions soignées.',
    'New build with high-quality finishes.',
    'Neubau mit hochwertiger Ausstattung.',
  ),
};

export const renovatedIn = (year: number): Translated =>
  t(`Grondig gerenoveerd in ${year}.`, `Entièrement rénové en ${year}.`, `Thoroughly renovated in ${year}.`, `Im Jahr ${year} umfassend renoviert.`);

export const builtIn = (year: number): Translated =>
  t(`Bouwjaar ${year}.`, `Année de construction : ${year}.`, `Built in ${year}.`, `Baujahr ${year}.`);

export const ENVIRONMENT_SENTENCES: Readonly<Record<number, Translated>> = {
  1: t(
    'Centraal gelegen, met winkels, scholen en openbaar vervoer op wandelafstand.',
    'Situation centrale, avec commerces, écoles et transports en commun à distance de marche.',
    'Central location with shops, schools and public transport within walking distance.',
    'Zentrale Lage mit Geschäften, Schulen und öffentlichen Verkehrsmitteln in Gehweite.',
  ),
  2: t('Rustig gelegen in een residentiële wijk.', 'Situé au calme dans un quartier résidentiel.', 'Quietly located in a residential area.', 'Ruhig gelegen in einem Wohnviertel.'),
  3: t(
    'Landelijk gelegen, met een weids uitzicht over de velden.',
    'Situation champêtre avec une vue dégagée sur les champs.',
    'Rural setting with wide views over the fields.',
    'Ländliche Lage mit weitem Blick über die Felder.',
  ),
  4: t(
    'In het hart van het dorp, dicht bij alle voorzieningen.',
    'Au cœur du village, à proximité de toutes les commodités.',
    'In the heart of the village, close to all amenities.',
    'Im Herzen des Dorfes, nahe allen Einrichtungen.',
  ),
  5: t('Vlot bereikbaar, aan de rand van de stad.', 'Facilement accessible, en périphérie de la ville.', 'Easily accessible on the edge of town.', 'Gut erreichbar am Stadtrand.'),
  6: t(
    'Gelegen in een ambachtelijke zone met een goede ontsluiting.',
    'Situé dans une zone artisanale bien desservie.',
    'Located in a craft business area with good road access.',
    'In einem gut erschlossenen Handwerksgebiet gelegen.',
  ),
  7: t(
    'Gelegen op een industrieterrein, vlak bij de snelweg.',
    "Situé dans un zoning industriel, à proximité de l'autoroute.",
    'Located on an industrial estate close to the motorway.',
    'In einem Industriegebiet nahe der Autobahn gelegen.',
  ),
  8: t(
    'Op wandelafstand van het strand en de zeedijk.',
    'À quelques pas de la plage et de la digue.',
    'A short walk from the beach and the promenade.',
    'Nur wenige Schritte vom Strand und der Strandpromenade entfernt.',
  ),
};

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "Indeling: 3 slaapkamers, 1 badkamer, terras van 12 m² en garage." */
export function layoutSentence(traits: PhysicalTraits): Translated | undefined {
  const parts = perLocale((locale) => {
    const words = {
      nl: ['slaapkamer', 'slaapkamers', 'badkamer', 'badkamers', 'terras van', 'garage', 'Indeling', 'en'],
      fr: ['chambre', 'chambres', 'salle de bains', 'salles de bains', 'terrasse de', 'garage', 'Distribution', 'et'],
      en: ['bedroom', 'bedrooms', 'bathroom', 'bathrooms', 'terrace of', 'garage', 'Layout', 'and'],
      de: ['Schlafzimmer', 'Schlafzimmer', 'Badezimmer', 'Badezimmer', 'Terrasse von', 'Garage', 'Aufteilung', 'und'],
    }[locale];
    const items = [
      ...(traits.bedrooms > 0 ? [count(traits.bedrooms, words[0] as string, words[1] as string)] : []),
      ...(traits.bathrooms > 0 ? [count(traits.bathrooms, words[2] as string, words[3] as string)] : []),
      ...(traits.terraceSurface === undefined ? [] : [`${words[4]} ${traits.terraceSurface} m²`]),
      ...(traits.garages > 0 ? [words[5] as string] : []),
    ];
    if (items.length === 0) return '';
    const list = items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} ${words[7]} ${items.at(-1)}`;
    return `${words[6]}${locale === 'fr' ? ' :' : ':'} ${list}.`;
  });
  return parts.nl === '' ? undefined : parts;
}

export function gardenSentence(traits: PhysicalTraits): Translated | undefined {
  const garden = traits.garden;
  if (garden === undefined) return undefined;
  return perLocale((locale) => {
    const surface = formatInt(garden.surface, locale);
    const label = enumLabel(ORIENTATION, garden.orientationId, locale);
    const direction = locale === 'de' ? label : lowerFirst(label);
    return {
      nl: `Tuin van ${surface} m² (oriëntatie: ${direction}).`,
      fr: `Jardin de ${surface} m² (orientation : ${direction}).`,
      en: `${surface} m² garden (facing ${direction}).`,
      de: `Garten von ${surface} m² (Ausrichtung: ${direction}).`,
    }[locale];
  });
}

export function energySentence(energy: EnergyFacts): Translated {
  const name = CERTIFICATE_NAME[energy.scheme];
  return perLocale((locale) => {
    const value = formatInt(energy.epcValue, locale);
    const label = enumLabel(ENERGY_LABEL, energy.label, locale);
    return {
      nl: `${name.nl}: ${value} kWh/m² per jaar (label ${label}).`,
      fr: `${name.fr} : ${value} kWh/m² par an (classe ${label}).`,
      en: `${name.en}: ${value} kWh/m² per year (label ${label}).`,
      de: `${name.de}: ${value} kWh/m² pro Jahr (Klasse ${label}).`,
    }[locale];
  });
}

export const notarySaleSentence = (start: string, end: string): Translated => {
  const [from, to] = [formatDate(start), formatDate(end)];
  return t(
    `Openbare online verkoop via de notaris op biddit: biedingen van ${from} tot ${to}.`,
    `Vente publique en ligne par notaire sur biddit : enchères du ${from} au ${to}.`,
    `Public online notary sale on biddit: bidding from ${from} to ${to}.`,
    `Öffentliche Online-Notarversteigerung auf biddit: Gebote vom ${from} bis ${to}.`,
  );
};

export const TAKEOVER_SENTENCE = t(
  'Overname van de handelszaak, inclusief inrichting en cliënteel.',
  'Remise du fonds de commerce, aménagement et clientèle compris.',
  'Takeover of the business, including fittings and goodwill.',
  'Übernahme des Betriebs einschließlich Einrichtung und Kundenstamm.',
);

export const VAT_SENTENCE = t(
  'Verkoop onder btw-stelsel (21 % btw op de constructie).',
  'Vente sous régime TVA (21 % de TVA sur la construction).',
  'Sold under the VAT regime (21% VAT on the building).',
  'Verkauf unter Mehrwertsteuerregelung (21 % MwSt. auf den Bau).',
);

export const VIEWING_SENTENCE = t('Bezoek uitsluitend op afspraak.', 'Visites uniquement sur rendez-vous.', 'Viewings by appointment only.', 'Besichtigung nur nach Vereinbarung.');

export const NO_LONGER_AVAILABLE = t(
  'Dit pand is niet langer beschikbaar; vraag ons gerust naar vergelijkbaar aanbod.',
  "Ce bien n'est plus disponible ; n'hésitez pas à nous demander des biens similaires.",
  'This property is no longer available; feel free to ask us about similar listings.',
  'Diese Immobilie ist nicht mehr verfügbar; fragen Sie uns gern nach ähnlichen Angeboten.',
);
