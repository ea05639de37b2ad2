// `npm run i18n:compile`: each feature keeps its messages in ui/i18n/lang/<feature>/<locale>.json; @formatjs/cli
// checks and compiles them to one AST file per language (ui/i18n/compiled/<locale>.json), so the browser needs no ICU parser.
// Nothing is compiled when every compiled file is newer than every message file, every folder of them (a file added or
// removed) and this script: it runs before each test run, and four compilations cost 1.8 s.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LOCALES = ['nl', 'fr', 'en', 'de'];
const features = readdirSync('ui/i18n/lang', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const sources = features.flatMap((feature) => LOCALES.map((locale) => `ui/i18n/lang/${feature}/${locale}.json`));
const compiled = (locale) => `ui/i18n/compiled/${locale}.json`;
const folders = ['ui/i18n/lang', ...features.map((feature) => `ui/i18n/lang/${feature}`)];
const newestSource = Math.max(...[...sources, ...folders, fileURLToPath(import.meta.url)].map((file) => statSync(file).mtimeMs));
if (LOCALES.every((locale) => existsSync(compiled(locale)) && statSync(compiled(locale)).mtimeMs > newestSource)) process.exit(0);
mkdirSync('ui/i18n/compiled', { recursive: true });
for (const locale of LOCALES) {
  const files = features.map((feature) => `ui/i18n/lang/${feature}/${locale}.json`);
  const result = spawnSync('npx', ['formatjs', 'compile', ...files, '--format', 'simple', '--ast', '--out-file', compiled(locale)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
