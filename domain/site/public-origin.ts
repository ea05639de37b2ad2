import type { Site } from './site';

/**
 * Issue 20 item 2: ONE public origin for every absolute link the product writes (pages, sitemap, mails, the
 * terminal front-end, the alert digests), in every process: PUBLIC_ORIGIN when set, else the site's own first
 * public hostname (its settings, §1 `hostnames`) over https, else, for a site that names only local hostnames
 * (the demo: localhost), the local address it is reached at. Pure text rules: no URL parser needed here.
 */

/** `scheme://host[:port]`: what an origin is, with nothing after the host. */
const ORIGIN = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?\/*$/i;

/** PUBLIC_ORIGIN as written ('https://www.immo.be/' → 'https://www.immo.be'), or undefined when it is no http(s) origin. */
export function parseOrigin(text: string | undefined): string | undefined {
  const match = ORIGIN.exec(text?.trim() ?? '');
  if (!match) return undefined;
  const [, scheme, host, port] = match as unknown as [string, string, string, string | undefined];
  const lower = scheme.toLowerCase();
  const defaultPort = (lower === 'https' && port === '443') || (lower === 'http' && port === '80');
  return `${lower}://${host.toLowerCase()}${port && !defaultPort ? `:${Number(port)}` : ''}`;
}

/** A host (with or without its port) that only this machine reaches: localhost, *.localhost, 127/8, ::1, 0.0.0.0. */
export function isLocalHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[(.*)\](:\d+)?$/, '$1').replace(/^([^:]*):\d+$/, '$1').replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '::1' || name === '0.0.0.0' || name === '::' || name === '';
}

/** The host of an origin: 'https://www.immo.be:8443' → 'www.immo.be:8443'. */
export const hostOfOrigin = (origin: string): string => origin.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '');

/** The site's own public origin: https on its first hostname that is not a local one; none for a local-only site. */
export function siteHostnameOrigin(site: Pick<Site, 'hostnames'>): string | undefined {
  const host = site.hostnames.map((name) => name.trim().toLowerCase()).find((name) => name !== '' && !isLocalHost(name) && /^[a-z0-9.-]+$/.test(name));
  return host === undefined ? undefined : `https://${host}`;
}

/** How a process knows its public origin: PUBLIC_ORIGIN (parsed) and, for a local-only site, where it is reached. */
export interface OriginSettings {
  /** PUBLIC_ORIGIN, parsed; unset = the site's hostnames. */
  readonly publicOrigin?: string | undefined;
  /** The local address for a site that names only local hostnames (development, the demo): `http://localhost:<PORT>`. */
  readonly localOrigin: string;
}

/** The one public origin of a site (see the module's comment). */
export function publicOrigin(site: Pick<Site, 'hostnames'>, settings: OriginSettings): string {
  return settings.publicOrigin ?? siteHostnameOrigin(site) ?? settings.localOrigin;
}

/** Every http(s) link in a text that points at a local host (a mail that must not leave, issue 20 item 2). */
export function localLinks(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/https?:\/\/(\[[0-9a-f:.]+\]|[^\s/?#"'<>:]+)(:\d+)?/gi)) {
    if (isLocalHost(match[1] ?? '')) found.add(match[0]);
  }
  return [...found];
}

/**
 * A recipient whose domain is reserved for tests and documentation (RFC 2606, RFC 6761: .test, .example,
 * .invalid, .localhost, example.com/.net/.org): nobody real reads it, so a local link may go there.
 */
export function isReservedRecipient(email: string): boolean {
  const domain = email.trim().toLowerCase().replace(/^.*@/, '').replace(/>$/, '').replace(/\.$/, '');
  return /(^|\.)(test|example|invalid|localhost)$/.test(domain) || /(^|\.)example\.(com|net|org)$/.test(domain);
}
