import { HEAD_TYPE_ID } from '../../../../domain/enumerations';
import type { SubTypeEntry } from '../../../../domain/enumerations';
import type { Translated } from '../../../../domain/shared/locale';
import type { PhysicalTraits } from '../estates/physical-traits';
import type { Place } from '../geo/places';
import type { Prng } from '../prng';
import { formatInt, inTown, join, lowerFirst, perLocale, t, upperFirst } from './phrase';
import { pickAdjective } from './title-grammar';

/** A feature phrase for a title, each tied to a fact so that the title never promises what the estate lacks. */
interface Feature {
  readonly applies: (facts: TitleFacts) => boolean;
  readonly text: (facts: TitleFacts) => Translated;
}

interface TitleFacts {
  readonly traits: PhysicalTraits;
  readonly seaside: boolean;
}

const always = (): boolean => true;
const fixed = (text: Translated) => (): Translated => text;

function bedroomsText({ traits }: TitleFacts): Translated {
  const n = traits.bedrooms;
  return n === 1
    ? t('met 1 slaapkamer', 'avec 1 chambre', 'with 1 bedroom', 'mit 1 Schlafzimmer')
    : t(`met ${n} slaapkamers`, `avec ${n} chambres`, `with ${n} bedrooms`, `mit ${n} Schlafzimmern`);
}

const areaText =
  (area: (traits: PhysicalTraits) => number | undefined) =>
  ({ traits }: TitleFacts): Translated =>
    perLocale((locale) => {
      const value = formatInt(area(traits) ?? 0, locale);
      return { nl: `van ${value} m²`, fr: `de ${value} m²`, en: `of ${value} m²`, de: `von ${value} m²` }[locale];
    });

const CENTRE = fixed(t('vlak bij het centrum', 'proche du centre', 'close to the centre', 'in Zentrumsnähe'));

const FEATURES: Readonly<Record<number, readonly Feature[]>> = {
  [HEAD_TYPE_ID.HOUSE]: [
    { applies: (f) => f.traits.garden !== undefined, text: fixed(t('met tuin', 'avec jardin', 'with garden', 'mit Garten')) },
    {
      applies: (f) => f.traits.garden?.orientationId === 5,
      text: fixed(t('met zuidgerichte tuin', 'avec jardin orienté sud', 'with south-facing garden', 'mit Südgarten')),
    },
    { applies: (f) => f.traits.bedrooms >= 2, text: bedroomsText },
    { applies: (f) => f.traits.garages > 0, text: fixed(t('met garage', 'avec garage', 'with garage', 'mit Garage')) },
    { applies: always, text: fixed(t('in rustige straat', 'dans une rue calme', 'in a quiet street', 'in ruhiger Lage')) },
    { applies: always, text: CENTRE },
  ],
  [HEAD_TYPE_ID.APARTMENT]: [
    { applies: (f) => f.traits.terraceSurface !== undefined, text: fixed(t('met terras', 'avec terrasse', 'with terrace', 'mit Terrasse')) },
    { applies: (f) => f.traits.bedrooms >= 1, text: bedroomsText },
    { applies: (f) => f.traits.elevator, text: fixed(t('met lift', 'avec ascenseur', 'with lift', 'mit Aufzug')) },
    { applies: (f) => f.traits.parkingSpaces > 0, text: fixed(t('met staanplaats', 'avec emplacement de parking', 'with parking space', 'mit Stellplatz')) },
    { applies: (f) => f.seaside, text: fixed(t('met zeezicht', 'avec vue sur mer', 'with sea view', 'mit Meerblick')) },
    { applies: always, text: CENTRE },
  ],
  [HEAD_TYPE_ID.PLOT]: [
    { applies: always, text: areaText((traits) => traits.landArea) },
    { applies: always, text: fixed(t('in landelijke omgeving', 'dans un cadre champêtre', 'in a rural setting', 'in ländlicher Umgebung')) },
  ],
  [HEAD_TYPE_ID.COMMERCIAL]: [
    { applies: always, text: areaText((traits) => traits.livingArea) },
    { applies: always, text: fixed(t('op toplocatie', 'sur un emplacement de premier ordre', 'in a prime location', 'in bester Lage')) },
    { applies: (f) => f.traits.parkingSpaces > 0, text: fixed(t('met parking', 'avec parking', 'with parking', 'mit Parkplätzen')) },
  ],
  [HEAD_TYPE_ID.GARAGE]: [
    { applies: always, text: fixed(t('in het centrum', 'au centre', 'in the centre', 'im Zentrum')) },
    { applies: always, text: fixed(t('in residentie', 'dans une résidence', 'in a residential building', 'in einer Wohnanlage')) },
    { applies: always, text: fixed(t('met elektrische poort', 'avec porte électrique', 'with electric door', 'mit elektrischem Tor')) },
  ],
};

/** A label such as 'Appartement met tuin' already says what a feature would add. */
const hasComplement = (label: Translated): boolean =>
  / met | avec | with | mit /.test(` ${label.nl} | ${label.fr} | ${label.en} | ${label.de} `);

/** The subtype's name as it stands after an adjective: lower-case, except German nouns. */
const nounPhrase = (label: Translated): Translated => t(lowerFirst(label.nl), lowerFirst(label.fr), lowerFirst(label.en), label.de);

/** "Ruime villa met tuin in Gent" / "Spacieuse villa avec jardin à Gand" / …, agreeing in every language. */
export function estateTitle(rng: Prng, subType: SubTypeEntry, traits: PhysicalTraits, place: Place, seaside: boolean): Translated {
  const label = subType.labels;
  const adjective = rng.chance(0.55) ? pickAdjective(rng, subType.headTypeId, subType.key) : undefined;
  const head = adjective === undefined ? label : join([adjective, nounPhrase(label)]);
  const facts: TitleFacts = { traits, seaside };
  const options = (FEATURES[subType.headTypeId] ?? []).filter((feature) => feature.applies(facts));
  const feature = hasComplement(label) || options.length === 0 || rng.chance(0.15) ? undefined : rng.pick(options).text(facts);
  const title = join([head, ...(feature === undefined ? [] : [feature]), inTown(place.name)]);
  return perLocale((locale) => upperFirst(title[locale]));
}
