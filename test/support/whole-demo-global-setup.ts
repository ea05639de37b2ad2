import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SEEDED_DIR, demoCacheDir } from './demo-cache';

/**
 * Jest's global setup of the `whole-demo` project (issue 22): the demo catalogue seeded once for every file that reads it
 * whole, and kept for the next run of the same source (2.2 s of a run that would otherwise wait for it).
 */
export default async function globalSetup(_global: unknown, project: { readonly rootDir: string }): Promise<void> {
  const { root, dir } = demoCacheDir(project.rootDir);
  if (!existsSync(join(dir, 'catalogue.sqlite'))) {
    mkdirSync(root, { recursive: true });
    for (const older of readdirSync(root)) rmSync(join(root, older), { recursive: true, force: true });
    const { seedDemoCatalogue } = await import('./demo-catalogue');
    // Seeded aside, then renamed: a run stopped half-way leaves no half-seeded demo under the source's name.
    const seeding = mkdtempSync(join(root, 'seeding-'));
    await seedDemoCatalogue(seeding);
    renameSync(seeding, dir);
  }
  process.env[SEEDED_DIR] = dir;
}
