import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEEDED_DIR, seedDemoCatalogue } from './demo-catalogue';

/** Jest's global setup of the `fast` project (issue 22): the demo catalogue seeded once for every file that reads it whole. */
export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'demo-seeded-'));
  await seedDemoCatalogue(dataDir);
  process.env[SEEDED_DIR] = dataDir;
}
