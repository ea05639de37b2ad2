import type { Translated } from '../../../../domain/shared/locale';
import type { RentalUnit } from '../../../../domain/rental/rental-unit';
import { demoImageNumber, demoPicture, DEMO_IMAGE_COUNT } from '../demo-images';
import type { DemoImageKind } from '../demo-images';
import { ARDENNES_PLACES, COAST_PLACES } from '../geo/holiday-places';
import type { Place } from '../geo/places';
import { min } from '../numbers';
import type { Prng } from '../prng';
import { inTown, perLocale, t } from '../text/phrase';

export const HOLIDAY_UNIT_COUNT = 25;
/** The first 16 units lie at the coast, the other 9 in the Ardennes. */
const COAST_UNITS = 16;

interface Kind {
  /** The id the rental filter data lists the kind under (§3 subKinds). */
  readonly id: number;
  readonly name: Translated;
  readonly bedrooms: readonly [number, number];
  readonly image: DemoImageKind;
  readonly apartment: boolean;
}

const APARTMENT: Kind = { id: 1, name: t('Appartement', 'Appartement', 'Apartment', 'Ferienwohnung'), bedrooms: [1, 3], image: 'apartment', apartment: true };
const STUDIO: Kind = { id: 2, name: t('Studio', 'Studio', 'Studio', 'Studio'), bedrooms: [0, 0], image: 'apartment', apartment: true };
const HOLIDAY_HOME: Kind = { id: 3, name: t('Vakantiewoning', 'Maison de vacances', 'Holiday home', 'Ferienhaus'), bedrooms: [2, 4], image: 'house', apartment: false };
const VILLA: Kind = { id: 4, name: t('Villa', 'Villa', 'Villa', 'Villa'), bedrooms: [3, 5], image: 'villa', apartment: false };
const CHALET: Kind = { id: 5, name: t('Chalet', 'Chalet', 'Chalet', 'Chalet'), bedrooms: [1, 3], image: 'house', apartment: false };

/** The holiday regions, with the ids the rental filter data lists them under (§3 locations). */
const COAST = { id: 1, name: t('Belgische kust', 'Côte belge', 'Belgian coast', 'Belgische Küste') };
const ARDENNES = { id: 2, name: t('Ardennen', 'Ardenne', 'Ardennes', 'Ardennen') };
const RESIDENCES = ['Zeezicht', 'Duinenzicht', 'Albatros', 'Meeuwenhof', 'Strandpark', 'Westhinder', 'Noordzee'];
const HOUSE_NAMES = { coast: ['Duinroos', 'Zonneduin', 'Helmgras', 'Zeebries'], ardennes: ['Les Sapins', 'La Clairière', 'Le Refuge', 'Bois Joli', 'Le Vieux Moulin'] };

const SEASIDE = t('Op enkele stappen van het strand en de zeedijk.', 'À quelques pas de la plage et de la digue.', 'A few steps from the beach and the promenade.', 'Nur wenige Schritte vom Strand und der Promenade entfernt.');
const GREEN = t(
  'Midden in het groen, ideaal voor wandelingen en fietstochten.',
  'En pleine nature, idéal pour les promenades et le vélo.',
  'Surrounded by nature, ideal for walking and cycling.',
  'Mitten im Grünen, ideal zum Wandern und Radfahren.',
);
const EQUIPPED = t(
  'Volledig ingericht; bedlinnen en eindschoonmaak op aanvraag.',
  'Équipement complet ; linge de lit et nettoyage final sur demande.',
  'Fully equipped; bed linen and final cleaning on request.',
  'Komplett ausgestattet; Bettwäsche und Endreinigung auf Anfrage.',
);

function sleeping(bedrooms: number): Translated {
  if (bedrooms === 0) return t('een open slaaphoek', 'un coin nuit', 'a sleeping corner', 'einer Schlafecke');
  if (bedrooms === 1) return t('1 slaapkamer', '1 chambre', '1 bedroom', '1 Schlafzimmer');
  return t(`${bedrooms} slaapkamers`, `${bedrooms} chambres`, `${bedrooms} bedrooms`, `${bedrooms} Schlafzimmern`);
}

function lead(kind: Kind, guests: number, place: Place, bedrooms: number): Translated {
  const where = inTown(place.name);
  const bed = sleeping(bedrooms);
  return perLocale(
    (locale) =>
      ({
        nl: `${kind.name.nl} voor ${guests} personen ${where.nl}, met ${bed.nl}.`,
        fr: `${kind.name.fr} pour ${guests} personnes ${where.fr}, avec ${bed.fr}.`,
        en: `${kind.name.en} for ${guests} guests ${where.en}, with ${bed.en}.`,
        de: `${kind.name.de} für ${guests} Personen ${where.de}, mit ${bed.de}.`,
      })[locale],
  );
}

function photos(rng: Prng, image: DemoImageKind): RentalUnit['photos'] {
  const main = demoImageNumber(image, rng.int(0, 3));
  const others = rng.shuffle(Array.from({ length: DEMO_IMAGE_COUNT }, (_, index) => index + 1).filter((n) => n !== main)).slice(0, rng.int(2, 5));
  // §7 rental photos are three plain addresses: the demo photos' largest, a middle and the smallest JPEG (issue 20).
  return [main, ...others].map((n) => {
    const { file, thumbnail = file, variants } = demoPicture(n, 0);
    return { original: file, medium: variants ? `${variants.base}/768.jpg` : file, thumbnail };
  });
}

export interface HolidayUnit {
  readonly unit: RentalUnit;
  readonly coast: boolean;
}

/** 25 holiday rentals at the coast and in the Ardennes, with ids idOffset + 1 … idOffset + 25. */
export function holidayUnits(rng: Prng, idOffset: number): HolidayUnit[] {
  return Array.from({ length: HOLIDAY_UNIT_COUNT }, (_, index) => {
    const coast = index < COAST_UNITS;
    const place = coast ? (COAST_PLACES[index % COAST_PLACES.length] as Place) : (ARDENNES_PLACES[(index - COAST_UNITS) % ARDENNES_PLACES.length] as Place);
    const kind = coast
      ? rng.weighted<Kind>([[APARTMENT, 65], [STUDIO, 15], [HOLIDAY_HOME, 10], [VILLA, 10]])
      : rng.weighted<Kind>([[CHALET, 35], [HOLIDAY_HOME, 35], [APARTMENT, 20], [VILLA, 10]]);
    const bedrooms = rng.int(kind.bedrooms[0], kind.bedrooms[1]);
    const guests = bedrooms === 0 ? 2 : min(10, bedrooms * 2 + (rng.chance(0.5) ? 2 : 0));
    const floor = kind.apartment ? rng.int(coast ? 1 : 0, coast ? 9 : 2) : undefined;
    const residence = coast ? `Residentie ${rng.pick(RESIDENCES)}` : 'Résidence Panorama';
    const houseName = rng.pick(coast ? HOUSE_NAMES.coast : HOUSE_NAMES.ardennes);
    const box = floor === undefined ? undefined : `${floor}${`${rng.int(1, 4)}`.padStart(2, '0')}`;
    const first = lead(kind, guests, place, bedrooms);
    const unit: RentalUnit = {
      id: idOffset + index + 1,
      photos: photos(rng, kind.image),
      general: {
        description: perLocale((locale) => `${first[locale]} ${(coast ? SEASIDE : GREEN)[locale]} ${EQUIPPED[locale]}`),
        descriptionShort: first,
        location: coast ? COAST : ARDENNES,
        // §3 gives a rental unit no coordinates: the town's centre is what the holiday map can honestly show.
        city: { id: place.id, name: coast ? place.name.nl : place.name.fr, zip: place.zip, lat: place.lat, lon: place.lon },
        maxOccupation: guests,
        subKind: { id: kind.id, name: kind.name },
        garage: rng.chance(kind.apartment ? 0.4 : 0.6),
        ...(floor === undefined ? {} : { floor: `${floor}`, building: { name: residence } }),
        rentalName: box === undefined ? `${kind.name.nl} ${houseName}` : `${residence.replace(/^\S+ /, '')} ${box}`,
      },
      rooms: { bedrooms, bathrooms: bedrooms >= 4 ? 2 : 1 },
    };
    return { unit, coast };
  });
}
