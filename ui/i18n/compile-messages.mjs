// `npm run i18n:compile`: each feature keeps its messages in ui/i18n/lang/<feature>/<locale>.json; @formatjs/cli
// checks and compiles them to one AST file per language (ui/i18n/compiled/<locale>.json), so the browser needs no ICU parser.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';

const LOCALES = ['nl', 'fr', 'en', 'de'];
const features = readdirSync('ui/i18n/lang', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
mkdirSync('ui/i18n/compiled', { recursive: true });
for (const locale of LOCALES) {
  const files = features.map((feature) => `ui/i18n/lang/${feature}/${locale}.json`);
  const result = spawnSync('npx', ['formatjs', 'compile', ...files, '--format', 'simple', '--ast', '--out-file', `ui/i18n/compiled/${locale}.json`], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
