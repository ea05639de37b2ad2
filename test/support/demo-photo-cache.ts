import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What makes the demo's photos and their variants, byte for byte (infrastructure/catalogue/photos/demo-photos.ts). */
const PHOTO_SOURCES = [
  'infrastructure/catalogue/demo/demo-images.ts',
  'infrastructure/catalogue/photos/demo-photos.ts',
  'infrastructure/catalogue/photos/photo-library.ts',
  'domain/display/photo-variants.ts',
  'node_modules/sharp/package.json',
];
const PREFIX = 'listing-site-test-photos-';
const A_WEEK = 7 * 24 * 3600 * 1000;

/**
 * A photo folder for tests that serve the demo's photos (the site tests, the share preview), kept from run to run on
 * this machine: the same sources render the same bytes, and rendering them (sharp, 0.5–1.5 s a photo, about 40 s of
 * CPU for the site tests) is no part of what those tests prove; photo-library.test.ts proves the rendering itself
 * (issue 22). Named by a hash of the sources, so a change to them starts a new folder; the folders of other sources
 * that nothing wrote to for a week are removed. The library writes each file whole (a rename), so runs side by side may share it.
 */
export function demoPhotoCache(root = process.cwd()): string {
  const hash = createHash('sha256');
  for (const file of PHOTO_SOURCES) hash.update(readFileSync(join(root, file)));
  const dir = join(tmpdir(), `${PREFIX}${hash.digest('hex').slice(0, 16)}`);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(PREFIX))) {
    const other = join(tmpdir(), name);
    if (other !== dir && Date.now() - statSync(other).mtimeMs > A_WEEK) rmSync(other, { recursive: true, force: true });
  }
  return dir;
}
