import { estateId, type Estate } from '../../../../domain/estate/estate';

/** A small seeded PRNG (mulberry32): the same seed gives the same catalogue. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CITIES = [
  { id: 9000, name: 'Gent', zip: '9000', lat: 51.05, lon: 3.72 },
  { id: 8000, name: 'Brugge', zip: '8000', lat: 51.21, lon: 3.22 },
  { id: 4000, name: 'Liège', zip: '4000', lat: 50.63, lon: 5.57 },
  { id: 1000, name: 'Brussel', zip: '1000', lat: 50.85, lon: 4.35 },
  { id: 2000, name: 'Antwerpen', zip: '2000', lat: 51.22, lon: 4.4 },
];

/**
 * The list filter table's fields of one unit (issue 19 item 7: energy label, garden, parking places, bathrooms), each
 * missing at times, drawn from a generator of the unit's own so that the rest of the catalogue is as before they were.
 */
function tableFields(random: () => number): Partial<Estate> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const label = pick([undefined, 'A_PLUS', 'A', 'B', 'C_B', 'D', 'F', 'G', 'PEB en cours']);
  const garden = pick([undefined, true, false]);
  const garages = pick([undefined, 0, 1, 2]);
  const bathrooms = pick([undefined, 1, 2, 3]);
  return {
    ...(label && { energy: { energyLabel: label } }),
    fields: { other: { ...(garden !== undefined && { garden }), ...(garages !== undefined && { garages_count: garages }) }, ...(bathrooms && { construction: { bathrooms_count: bathrooms } }) },
  };
}

/** Search groups with every field the search reads, some missing on purpose, some projects. */
export function randomGroups(count: number, seed = 7, idOffset = 0): Estate[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  let nextId = idOffset + 1;
  // Mostly sale prices; some exactly on a price step, some rents, some 0 (the edges of the price bands).
  const randomPrice = () => {
    const kind = random();
    if (kind < 0.03) return 0;
    if (kind < 0.1) return pick([100_000, 200_000, 400_000, 1_000_000, 500, 750, 1500]);
    if (kind < 0.15) return Math.round(300 + random() * 2700);
    return Math.round(50 + random() * 900) * 1000;
  };
  const unit = (): Estate => {
    const city = pick(CITIES);
    const id = nextId++;
    return {
      general: {
        id: estateId(id),
        headType: { id: pick([1, 2, 3, 4, 5]) },
        subType: { id: pick([101, 102, 201, 203, 301, 401]) },
        transaction: { id: pick([1, 1, 1, 2, 2, 3, 4, 5, 6]) },
        ...(random() < 0.9 && { bedroomCount: Math.floor(random() * 6) }),
        publicationDate: new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 600) * 86_400_000).toISOString(),
        ...(random() < 0.2 && { collections: [pick([1, 2])] }),
      },
      address: {
        city: { id: city.id, name: city.name, zip: city.zip },
        country: { id: random() < 0.95 ? 'BE' : 'FR' },
        ...(random() < 0.95 && { geoLocation: { lat: city.lat + (random() - 0.5) * 0.1, lon: city.lon + (random() - 0.5) * 0.1 } }),
      },
      ...(random() < 0.9 && { price: { value: randomPrice() } }),
      ...tableFields(prng(seed * 100_003 + id)),
    };
  };
  return Array.from({ length: count }, () => {
    if (random() < 0.15) {
      const id = nextId++;
      return { general: { id: estateId(id), isProject: true, headType: { id: 6 } }, children: Array.from({ length: 2 + Math.floor(random() * 4) }, unit) };
    }
    return unit();
  });
}
