import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The environment variable naming where the whole-demo project's global setup left the seeded demo (test/support/whole-demo-global-setup.ts). */
export const SEEDED_DIR = 'DEMO_CATALOGUE_DIR';

/** What the seeded demo is made by: the core, its adapters and the locked dependencies. */
const SOURCES = ['domain', 'application', 'infrastructure'];

/**
 * Issue 22: where the seeded demo of this source is kept between runs (node_modules/.cache, as other tools keep theirs):
 * named by a hash of every source file that could change it, so a change to any of them seeds afresh.
 */
export function demoCacheDir(rootDir: string): { readonly root: string; readonly dir: string } {
  const hash = createHash('sha256');
  const files = SOURCES.flatMap((folder) => readdirSync(join(rootDir, folder), { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)));
  for (const file of [...files.filter((path) => /\.(ts|tsx|json|sql)$/.test(path)).sort(), 'package-lock.json', 'test/support/demo-catalogue.ts']) {
    hash.update(file).update(readFileSync(join(rootDir, file)));
  }
  const root = join(rootDir, 'node_modules', '.cache', 'demo-catalogue');
  return { root, dir: join(root, hash.digest('hex').slice(0, 16)) };
}
