import { parseOrigin } from '../../domain/site/public-origin';

/**
 * Issue 20 item 2: what every process (the site's workers, `npm run catalogue`, `npm run catalogue:alerts`, the
 * CLI) reads to write absolute links and the sender, from one place (README, Configuration):
 * - PUBLIC_ORIGIN, e.g. `https://www.agency.be`; unset = the site's own first public hostname (its settings,
 *   `hostnames`) over https (domain/site/public-origin.ts);
 * - for a site that names only local hostnames (the demo: localhost) `http://localhost:<PORT>`;
 * - MAIL_FROM, the sender when the site's `mailFrom` setting names none; unset = no-reply@ the public origin's domain.
 * SITE_URL, an older name, is not read: one spelling.
 */
export interface OriginSettingsEnv {
  readonly publicOrigin: string | undefined;
  readonly localOrigin: string;
  readonly mailFrom: string | undefined;
}

const set = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value.trim() : undefined);

export function originSettingsFromEnv(env: NodeJS.ProcessEnv = process.env, warn: (message: string) => void = console.warn): OriginSettingsEnv {
  const configured = set(env.PUBLIC_ORIGIN);
  const publicOrigin = parseOrigin(configured);
  if (configured !== undefined && publicOrigin === undefined) {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://www.agency.be (scheme and host, no path), got '${configured}'`);
  }
  if (set(env.SITE_URL) !== undefined) warn('SITE_URL is not read: name the public origin PUBLIC_ORIGIN (README, Configuration).');
  const port = Number(set(env.PORT) ?? 3000);
  const localPort = Number.isInteger(port) && port > 0 && port < 65536 ? port : 3000;
  return { publicOrigin, localOrigin: `http://localhost:${localPort}`, mailFrom: set(env.MAIL_FROM) };
}
