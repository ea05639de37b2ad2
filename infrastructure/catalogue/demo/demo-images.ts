/**
 * Generated pictures for the demo catalogue: the scenes behind the demo's raster photos (issue 20: a building
 * on a coloured sky, rendered to JPEG by `../photos/demo-photos.ts` and served in variants under
 * /assets/photos/), and the portrait avatars served as /assets/demo/agent-{k}.svg. Self-contained SVG (no text,
 * no external reference), the same for the same n.
 */
import { variantsPicture, widthsFor } from '../../../domain/display/photo-variants';
import type { Picture } from '../../../domain/estate/estate';

export const DEMO_IMAGE_COUNT = 24;
export const AGENT_IMAGE_COUNT = 5;

export type DemoImageKind = 'house' | 'apartment' | 'villa' | 'plot' | 'commercial' | 'garage';
const KINDS: readonly DemoImageKind[] = ['house', 'apartment', 'villa', 'plot', 'commercial', 'garage'];

/** Image n shows kind (n - 1) mod 6 under sky palette ⌊(n - 1) / 6⌋: four variants of each kind. */
export const demoImageNumber = (kind: DemoImageKind, variant: number): number => KINDS.indexOf(kind) + 1 + 6 * (variant % 4);

export const demoImagePath = (n: number): string => `/assets/demo/${n}.svg`;

/** The demo photos' size (3:2, as a camera takes them). */
export const DEMO_PHOTO = { width: 1600, height: 1067 } as const;

/** The version is part of a demo photo's id: one rendered differently gets new addresses, not a year-old cached copy. */
export const DEMO_PHOTO_ID = /^demo1-([1-9]\d?)$/;
export const demoPhotoId = (n: number): string => `demo1-${n}`;

/** Demo photo n as the catalogue stores its pictures: served in variants, described without rendering it. */
export function demoPicture(n: number, index: number): Picture {
  return variantsPicture({ base: `/assets/photos/${demoPhotoId(n)}`, widths: widthsFor(DEMO_PHOTO.width), ...DEMO_PHOTO, color: demoPhotoColor(n) }, index);
}

/** [sky top, sky bottom, sun, hills, ground, leaves]: day, warm afternoon, sunset, soft spring morning. */
const SKIES = [
  ['#79c2ee', '#d9f0fb', '#ffd54f', '#8cc084', '#6aa864', '#3f8a45'],
  ['#f6b26b', '#fde3c0', '#fff3b0', '#a3b86c', '#7f9b4d', '#55772f'],
  ['#6a5acd', '#f4a6a0', '#ffb36b', '#5f7f6a', '#4b6b55', '#2f4f3c'],
  ['#9fb8c8', '#e8eef2', '#ffffff', '#9ccf8f', '#79b86f', '#4e9a4a'],
] as const;

const WALLS = ['#f4efe6', '#e9d8c4', '#d9a88f', '#c9cfd6', '#efe3c8', '#e6c9a8'];
const ROOFS = ['#8b3a2e', '#4a4f57', '#6b4226', '#a0522d'];
const GLASS = '#cfe8f7';

const tree = (x: number, y: number, leaf: string): string =>
  `<rect x="${x - 3}" y="${y}" width="6" height="26" fill="#6b4a2e"/><circle cx="${x}" cy="${y - 6}" r="18" fill="${leaf}"/>`;

function building(kind: DemoImageKind, wall: string, roof: string, leaf: string): string {
  switch (kind) {
    case 'house':
      return `<rect x="232" y="88" width="14" height="30" fill="${roof}"/><rect x="120" y="130" width="130" height="85" fill="${wall}"/><path d="M108 134L185 78L262 134Z" fill="${roof}"/><rect x="172" y="170" width="26" height="45" fill="${roof}"/><rect x="134" y="150" width="26" height="24" fill="${GLASS}"/><rect x="212" y="150" width="26" height="24" fill="${GLASS}"/>${tree(60, 190, leaf)}`;
    case 'apartment':
      return `<pattern id="w" width="30" height="30" patternUnits="userSpaceOnUse" x="110" y="66"><rect x="8" y="6" width="14" height="17" fill="${GLASS}"/></pattern><rect x="110" y="52" width="150" height="163" fill="${wall}"/><rect x="110" y="52" width="150" height="163" fill="url(#w)"/><rect x="104" y="46" width="162" height="8" fill="${roof}"/><rect x="172" y="190" width="26" height="25" fill="${roof}"/>${tree(300, 190, leaf)}`;
    case 'villa':
      return `<rect x="70" y="142" width="220" height="73" fill="${wall}"/><rect x="150" y="100" width="125" height="44" fill="${wall}"/><rect x="64" y="136" width="232" height="7" fill="${roof}"/><rect x="144" y="94" width="137" height="7" fill="${roof}"/><rect x="90" y="160" width="80" height="40" fill="${GLASS}"/><rect x="165" y="110" width="95" height="24" fill="${GLASS}"/><rect x="230" y="165" width="26" height="50" fill="${roof}"/>${tree(330, 192, leaf)}`;
    case 'plot':
      return `${tree(90, 178, leaf)}${tree(150, 170, leaf)}${tree(290, 182, leaf)}<path d="M20 222H350M20 212H350" stroke="#8a6a4a" stroke-width="3"/><path d="M40 205V228M110 205V228M180 205V228M250 205V228M320 205V228" stroke="#8a6a4a" stroke-width="5"/>`;
    case 'commercial':
      return `<rect x="90" y="100" width="190" height="115" fill="${wall}"/><rect x="84" y="94" width="202" height="10" fill="${roof}"/><rect x="105" y="150" width="110" height="55" fill="${GLASS}"/><rect x="230" y="150" width="35" height="65" fill="${roof}"/><path d="M100 135H270L262 150H108Z" fill="#c62828"/><path d="M120 135L116 150M145 135L143 150M170 135V150M195 135L197 150M220 135L224 150M245 135L251 150" stroke="#fff" stroke-width="6"/>`;
    case 'garage':
      return `<rect x="100" y="140" width="170" height="75" fill="${wall}"/><rect x="94" y="132" width="182" height="10" fill="${roof}"/><rect x="125" y="158" width="120" height="57" fill="#9aa3ab"/><path d="M125 170H245M125 182H245M125 194H245M125 206H245" stroke="#7d868e" stroke-width="2"/>${tree(320, 190, leaf)}`;
  }
}

const imageIndex = (n: number) => ((Math.trunc(n) - 1) % DEMO_IMAGE_COUNT + DEMO_IMAGE_COUNT) % DEMO_IMAGE_COUNT;

/** Demo photo n's colour where most of it is (its sky, low down): the placeholder shown until it loads. */
export const demoPhotoColor = (n: number): string => (SKIES[Math.floor(imageIndex(n) / KINDS.length)] ?? SKIES[0])[1];

/**
 * Demo photo n as a photograph would show it, at DEMO_PHOTO's size: the scene of demoImageSvg under soft
 * clouds, with light falling from the sun's side, a shadow under the building and a darker rim (a lens's
 * vignette). The renderer adds blur and grain.
 */
export function demoPhotoSvg(n: number): string {
  const index = imageIndex(n);
  const scene = demoImageSvg(n).replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  const sunX = 60 + ((index * 53) % 250);
  const cloud = (x: number, y: number, rx: number) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${Math.round(rx / 5)}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 370 250" width="${DEMO_PHOTO.width}" height="${DEMO_PHOTO.height}" preserveAspectRatio="xMidYMid slice">` +
    `<defs><filter id="soft"><feGaussianBlur stdDeviation="5"/></filter>` +
    `<radialGradient id="light" cx="${sunX / 370}" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff8e0" stop-opacity="0.35"/><stop offset="0.6" stop-color="#fff8e0" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></radialGradient>` +
    `<radialGradient id="rim" cx="0.5" cy="0.5" r="0.78"><stop offset="0.62" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.38"/></radialGradient></defs>` +
    scene.replace(/(<path d="M0 200Q)/, `<g filter="url(#soft)" fill="#fff" opacity="0.75">${cloud(40 + ((index * 71) % 120), 38, 46)}${cloud(220 + ((index * 37) % 90), 62, 64)}</g>$1`) +
    `<ellipse cx="185" cy="217" rx="120" ry="6" fill="#000" opacity="0.22" filter="url(#soft)"/>` +
    `<rect width="370" height="250" fill="url(#light)"/><rect width="370" height="250" fill="url(#rim)"/></svg>`
  );
}

/** Demo photo n (1–24); any other n wraps into that range. */
export function demoImageSvg(n: number): string {
  const index = imageIndex(n);
  const kind = KINDS[index % KINDS.length] as DemoImageKind;
  const [top, bottom, sun, hills, ground, leaves] = SKIES[Math.floor(index / KINDS.length)] ?? SKIES[0];
  const wall = WALLS[index % WALLS.length] as string;
  const roof = ROOFS[(index * 7) % ROOFS.length] as string;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 370 250" width="370" height="250">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="370" height="250" fill="url(#s)"/><circle cx="${60 + ((index * 53) % 250)}" cy="52" r="22" fill="${sun}"/>` +
    `<path d="M0 200Q90 165 185 190T370 182V250H0Z" fill="${hills}"/><rect y="215" width="370" height="35" fill="${ground}"/>` +
    `${building(kind, wall, roof, leaves)}</svg>`
  );
}

/** [background, skin, hair, jacket] of each representative's avatar. */
const PORTRAITS = [
  ['#cfe3f5', '#f1c7a5', '#7a4a26', '#2e4a7a'],
  ['#d8ecd3', '#e8b890', '#2b2b2b', '#3b5b3b'],
  ['#f6dccb', '#f3d1b5', '#c58b3c', '#7a2e4a'],
  ['#e3dcf3', '#c68e62', '#1f1a17', '#44475a'],
  ['#fbe9b7', '#f0c29e', '#a0522d', '#1a5f6b'],
] as const;

/** Avatar of representative k (1–5; other k wrap): long hair for k = 1, 3, 5, short for the others. */
export function agentImageSvg(k: number): string {
  const index = ((Math.trunc(k) - 1) % AGENT_IMAGE_COUNT + AGENT_IMAGE_COUNT) % AGENT_IMAGE_COUNT;
  const [background, skin, hair, jacket] = PORTRAITS[index] ?? PORTRAITS[0];
  const longHair = index % 2 === 0;
  const cap = `<path d="M64 98C58 36 142 36 136 98C132 82 120 72 100 72C80 72 68 82 64 98Z" fill="${hair}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">` +
    `<circle cx="100" cy="100" r="100" fill="${background}"/>` +
    (longHair ? `<path d="M58 100C54 38 146 38 142 100V152H124V100H76V152H58Z" fill="${hair}"/>` : '') +
    `<path d="M30 200C34 150 64 136 100 136S166 150 170 200Z" fill="${jacket}"/>` +
    `<path d="M88 124H112V146L100 156L88 146Z" fill="${skin}"/><path d="M88 140L100 160L112 140L108 136L100 148L92 136Z" fill="#ffffff"/>` +
    `<ellipse cx="100" cy="96" rx="34" ry="40" fill="${skin}"/>` +
    cap +
    `<circle cx="87" cy="98" r="3.5" fill="#2b2b2b"/><circle cx="113" cy="98" r="3.5" fill="#2b2b2b"/>` +
    `<path d="M89 116Q100 124 111 116" stroke="#9c4a3a" stroke-width="3" fill="none" stroke-linecap="round"/></svg>`
  );
}
