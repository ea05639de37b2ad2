/**
 * `npm run catalogue:import -- FILE.json [--site ID]`: loads estates in the upstream JSON shape into the
 * catalogue (DATA_DIR or DATABASE_URL). Every record is validated first; nothing is half-imported. A picture
 * whose `file` is a path (relative to FILE's folder) rather than an address is imported as a photo (issue 20).
 */
import { createMailComposer } from '../mail/compose-mails';
import { localiseEstate } from '../demo/generate-demo-catalogue';
import { photoLibraryIn } from '../photos/demo-photos';
import { SqlCatalogue } from '../sql/sql-catalogue';
import { importEstatesFile } from './import-estates';

function parseArguments(argv: readonly string[]): { file: string; siteId: string } | string {
  const args = [...argv];
  const at = args.indexOf('--site');
  const siteId = at >= 0 ? args.splice(at, 2)[1] : (process.env.SITE_ID ?? 'demo');
  const [file, ...rest] = args;
  if (!file || !siteId || rest.length > 0) return 'Usage: npm run catalogue:import -- FILE.json [--site ID]';
  return { file, siteId };
}

const parsed = parseArguments(process.argv.slice(2));
if (typeof parsed === 'string') {
  console.error(parsed);
  process.exit(2);
}
const dataDir = process.env.DATA_DIR || './data';
const catalogue = await SqlCatalogue.open({
  dataDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
  mails: createMailComposer({}),
  clock: { now: () => new Date() },
  localise: localiseEstate,
});
try {
  // Issue 20: pictures naming a file beside the JSON become photos of the catalogue (DATA_DIR/photos).
  const result = await importEstatesFile(catalogue, parsed.siteId, parsed.file, photoLibraryIn(dataDir));
  if (result.ok) {
    console.log(`Imported ${result.imported} estates into site '${parsed.siteId}'.`);
  } else {
    console.error(`Nothing imported: ${result.problems.length} problem(s).`);
    for (const problem of result.problems) console.error(`  ${problem.path}: ${problem.reason}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`Nothing imported: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await catalogue.close();
}
