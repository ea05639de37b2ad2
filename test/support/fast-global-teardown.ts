import { rmSync } from 'node:fs';
import { SEEDED_DIR } from './demo-catalogue';

export default function globalTeardown(): void {
  const dataDir = process.env[SEEDED_DIR];
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
