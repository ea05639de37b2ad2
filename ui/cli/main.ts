// The terminal writes the web's labels (issue 19): every language registered, as the site server does.
import '../i18n/all-messages';
import { publicOrigin } from '../../domain/site/public-origin';
import { openCliRoot } from '../bridge/cli';
import { runCli } from './run-cli';

/**
 * `npm run cli -- <command>`: the terminal front-end on the same core as the site, over the backend its root
 * chooses (infrastructure/container/cli-root.ts): API_BASE_URL, or the site's embedded catalogue in this process.
 */
const { config, core, close } = await openCliRoot();
// Issue 20 item 2: the links it prints are on the site's one public origin (PUBLIC_ORIGIN, else the site's hostnames).
const site = await core.pages.shell({ locale: 'nl' }).then(
  (shell) => shell.site,
  () => ({ hostnames: [] }),
);
try {
  process.exitCode = await runCli(process.argv.slice(2), core, (line) => console.log(line), publicOrigin(site, config.origin));
} finally {
  await close();
}
