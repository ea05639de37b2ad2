import { HEAD_TYPE_ID } from '../../../../domain/enumerations';
import type { SubTypeEntry } from '../../../../domain/enumerations';
import type { Picture, SalesRep, Sticker } from '../../../../domain/estate/estate';
import type { Place, PlaceLanguage } from '../geo/places';
import type { Prng } from '../prng';
import { DEMO_IMAGE_COUNT, demoImageNumber, demoPicture } from '../demo-images';
import type { DemoImageKind } from '../demo-images';

const PREMIUM_HOUSES = new Set(['VILLA', 'CASTLE', 'MANOR', 'COUNTRY_ESTATE', 'EXCEPTIONAL_PROPERTY', 'DETACHED_HOUSE', 'COUNTRY_HOUSE']);

export function imageKindFor(subType: SubTypeEntry | undefined): DemoImageKind {
  switch (subType?.headTypeId) {
    case HEAD_TYPE_ID.HOUSE:
      return PREMIUM_HOUSES.has(subType.key) ? 'villa' : 'house';
    case HEAD_TYPE_ID.PLOT:
      return 'plot';
    case HEAD_TYPE_ID.COMMERCIAL:
      return 'commercial';
    case HEAD_TYPE_ID.GARAGE:
      return 'garage';
    default:
      return 'apartment';
  }
}

/** 3–8 raster photos (issue 20); the first (the card image) shows the estate's kind, the others any of the demo images. */
export function demoPictures(rng: Prng, kind: DemoImageKind): Picture[] {
  const main = demoImageNumber(kind, rng.int(0, 3));
  const others = rng.shuffle(Array.from({ length: DEMO_IMAGE_COUNT }, (_, index) => index + 1).filter((n) => n !== main));
  return [main, ...others.slice(0, rng.int(2, 7))].map((n, index) => demoPicture(n, index));
}

/** Stickers an agency puts on listing cards; white with black text is upstream's "no sticker" (§2). */
export const STICKERS = {
  NEW: { id: 1, name: 'Nieuw', color: '#2e7d32', textColor: '#ffffff' },
  PRICE_DROP: { id: 2, name: 'Prijsdaling', color: '#c62828', textColor: '#ffffff' },
  EXCLUSIVE: { id: 3, name: 'Exclusief', color: '#1a237e', textColor: '#ffffff' },
  NONE: { id: 4, name: '', color: '#ffffff', textColor: '#000000' },
} as const satisfies Record<string, Sticker>;

/** About 15 % of the standalone estates still on the market (≈ 10 % of all) carry a sticker; about 2 % carry the white "none". */
export function drawSticker(rng: Prng, available: boolean): Sticker | null {
  if (available && rng.chance(0.15)) return rng.weighted<Sticker>([[STICKERS.NEW, 40], [STICKERS.PRICE_DROP, 30], [STICKERS.EXCLUSIVE, 30]]);
  return rng.chance(0.02) ? STICKERS.NONE : null;
}

function agent(k: number, firstname: string, lastname: string, mobile: string, languages: string): SalesRep {
  // A reserved domain (RFC 2606): mail sent to a demo agent can never reach a real person.
  const email = `${firstname}.${lastname}@immo-demo.example`.toLowerCase();
  return { name: `${firstname} ${lastname}`, firstname, lastname, phone: '+32 9 000 00 10', mobile, email, picture: `/assets/demo/agent-${k}.svg`, description: languages };
}

/** The agency's five sales representatives (fictitious); the description lists the languages they speak. */
export const AGENTS: readonly SalesRep[] = [
  agent(1, 'Sofie', 'Peeters', '+32 470 00 00 11', 'NL · FR · EN'),
  agent(2, 'Thomas', 'Janssens', '+32 470 00 00 12', 'NL · EN · DE'),
  agent(3, 'Camille', 'Dubois', '+32 470 00 00 13', 'FR · NL · EN'),
  agent(4, 'Julien', 'Lambert', '+32 470 00 00 14', 'FR · DE · EN'),
  agent(5, 'Lotte', 'Claes', '+32 470 00 00 15', 'NL · FR · EN'),
];

/** Who works which language area: each representative speaks its language. */
const AGENTS_BY_AREA: Readonly<Record<PlaceLanguage, readonly SalesRep[]>> = {
  nl: [AGENTS[0], AGENTS[1], AGENTS[4]].filter((rep) => rep !== undefined),
  fr: [AGENTS[2], AGENTS[3], AGENTS[4]].filter((rep) => rep !== undefined),
  de: [AGENTS[1], AGENTS[3]].filter((rep) => rep !== undefined),
  bilingual: [AGENTS[0], AGENTS[2], AGENTS[4]].filter((rep) => rep !== undefined),
};

/** A representative who speaks the language of the place. */
export const pickAgent = (rng: Prng, place: Place): SalesRep => rng.pick(AGENTS_BY_AREA[place.language]);

/** A version-4-shaped guid drawn from the generator: same seed, same guid. */
export function demoGuid(rng: Prng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + rng.int(0, 3)).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}
