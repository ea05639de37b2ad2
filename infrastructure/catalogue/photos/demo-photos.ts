import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO_IMAGE_COUNT, DEMO_PHOTO_ID, demoPhotoId, demoPhotoSvg } from '../demo/demo-images';
import { Prng } from '../demo/prng';
import { PhotoLibrary, type OriginalSource } from './photo-library';

/**
 * Issue 20 item 3: the demo's raster photos. Each is rendered the same, byte for byte, from its scene
 * (demo-images.ts) with sharp, a little blur and seeded grain, on its first request (about half a second each,
 * 24 in all), then imported and kept like any photo: seeding 2,000 estates renders none of them.
 */

/** The side of the square of grain repeated over a demo photo. */
const GRAIN_TILE = 256;
const { round } = Math;

/** Demo photo n as a JPEG straight from the camera (the library then imports it). */
export async function renderDemoPhoto(n: number): Promise<Buffer> {
  // The grain is a seeded tile that sharp repeats over the photo: a whole photo's worth of random numbers cost
  // 0.3 s of JavaScript per photo (over a second under Jest), the tile a hundredth of that, and looks the same.
  const rng = new Prng(`photo-${n}`);
  const grain = Buffer.alloc(GRAIN_TILE * GRAIN_TILE);
  for (let i = 0; i < grain.length; i += 1) grain[i] = 128 + round((rng.next() - 0.5) * 36);
  const scene = await sharp(Buffer.from(demoPhotoSvg(n))).blur(0.8).png({ compressionLevel: 0 }).toBuffer();
  return sharp(scene)
    .composite([{ input: grain, raw: { width: GRAIN_TILE, height: GRAIN_TILE, channels: 1 }, tile: true, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The library's source of the demo photos not rendered yet. */
export const demoPhotoSource: OriginalSource = (id) => {
  const n = Number(DEMO_PHOTO_ID.exec(id)?.[1]);
  return Number.isInteger(n) && n >= 1 && n <= DEMO_IMAGE_COUNT ? renderDemoPhoto(n) : undefined;
};

/**
 * The photo library of a catalogue stored in `dataDir` (its `photos` folder), which also makes the demo's
 * photos; a database in memory (tests) keeps its photos in a temporary folder, made on the first one.
 */
export function photoLibraryIn(dataDir: string): PhotoLibrary {
  let dir: string | undefined;
  return new PhotoLibrary(() => (dir ??= dataDir === ':memory:' ? mkdtempSync(join(tmpdir(), 'listing-photos-')) : join(dataDir, 'photos')), demoPhotoSource);
}

/**
 * Renders the demo's photos not stored yet, one after the other, so that a first visitor waits for a variant's
 * encoding (0.1–0.5 s) rather than also for its photo's rendering (0.5–1.5 s). Run in the background by the process
 * that runs the jobs; seeding does not wait for it.
 */
export async function prepareDemoPhotos(library: PhotoLibrary): Promise<void> {
  for (let n = 1; n <= DEMO_IMAGE_COUNT; n += 1) await library.prepare(demoPhotoId(n));
}
