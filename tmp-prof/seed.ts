import { mkdtempSync } from 'node:fs';
import { seedDemoCatalogue } from '../test/support/demo-catalogue';
const t = performance.now();
seedDemoCatalogue(mkdtempSync('/tmp/seed-')).then(() => console.log('seed', (performance.now() - t).toFixed(0), 'ms'));
