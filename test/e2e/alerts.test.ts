/** @jest-environment node */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { AlertDigest } from '../../application/ports/alerts';
import { createMailComposer } from '../../infrastructure/catalogue/mail/compose-mails';
import { aListedEstate } from '../application/harness';
import { DEMO_SITE } from '../fixtures/site';
import { rawGet } from './support/raw-get';
import { DESKTOP, hydrated, useSiteAndBrowser } from './support/site';
import { axeViolations } from './support/axe';
import { DESKTOP_TAB, useTabs } from './support/tabs';

// Issue 11 through the built site server (npm start's bundle, the embedded catalogue), with the abuse limits on:
// RFC 8058 one-click unsubscribe from the URL in an alert mail's List-Unsubscribe header; following the
// favourites from the favourites page (Chromium, four languages, axe); the confirmation page (axe).
jest.setTimeout(120_000);

const e2e = useSiteAndBrowser({
  demoEstates: 60,
  env: {
    ABUSE_LIMITS: 'on',
    FORM_MIN_FILL_MS: '0',
    // One unsubscription an hour per client address: the one-click posts below all come from 127.0.0.1.
    LIMIT_UNSUBSCRIBE_PER_CLIENT: '1',
    LIMIT_SUBSCRIBE_PER_CLIENT: '100',
    LIMIT_FOLLOW_ESTATES_PER_CLIENT: '100',
  },
});

interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

/** A POST exactly as given (node:http adds nothing but Host and Content-Length). */
function rawPost(url: string, body: string | Buffer, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const payload = typeof body === 'string' ? Buffer.from(body) : body;
    const req = httpRequest(url, { method: 'POST', headers: { ...headers, 'content-length': String(payload.length) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const ONE_CLICK = 'List-Unsubscribe=One-Click';
const URLENCODED = { 'content-type': 'application/x-www-form-urlencoded' };

/** A subscription made through the site's ajax route; its token is what the site's mails carry. */
async function subscribe(email: string, locale = 'nl'): Promise<string> {
  const answer = await fetch(`${e2e.site.url}/${locale}/ajax/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, criteria: 'trans=kopen', consent: 'on', rhythm: 'daily' }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { value: { token: string } }).value.token;
}

/** The List-Unsubscribe URL of an alert mail to this subscription, as the site's mail composer writes it. */
function listUnsubscribeUrl(token: string, locale: 'nl' | 'fr' | 'en' | 'de' = 'nl'): { readonly url: string; readonly post: string | undefined } {
  const digest: AlertDigest = {
    subscription: { token, email: 'x@example.be', locale, criteria: 'trans=kopen', rhythm: 'daily', followed: [], activeSince: '2026-11-21T10:00:00Z', lastDigestAt: null },
    items: [{ kind: 'new', estateId: 1, keys: ['new:1'], estate: aListedEstate(1) }],
    at: '2026-11-22T10:00:00Z',
  };
  const [mail] = createMailComposer({ publicOrigin: e2e.site.url }).alertDigest(DEMO_SITE, digest);
  const header = mail?.headers?.['List-Unsubscribe'] ?? '';
  return { url: /^<(.+)>$/.exec(header)?.[1] ?? '', post: mail?.headers?.['List-Unsubscribe-Post'] };
}

describe('issue 11, RFC 8058 one-click unsubscribe through the real site server', () => {
  it('RFC 8058: a GET of the header URL (a mail scanner) only asks; the POST of List-Unsubscribe=One-Click unsubscribes and answers 200, no redirect', async () => {
    const token = await subscribe('one-click-a@example.be');
    const { url, post } = listUnsubscribeUrl(token);
    expect([url.startsWith(`${e2e.site.url}/nl/hou-me-op-de-hoogte/uitschrijven/`), post]).toEqual([true, ONE_CLICK]);

    for (let i = 0; i < 2; i++) expect((await rawGet(url)).status).toBe(200); // asked, never done on GET
    const answer = await rawPost(url, ONE_CLICK, URLENCODED);
    expect(answer.status).toBe(200);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.headers['cache-control']).toMatch(/no-store/);
    expect(answer.body).toContain('U bent uitgeschreven');
    expect((await rawGet(url)).status).toBe(404); // gone
    // Posting again (a provider retrying) is harmless: the token is unknown now.
    expect((await rawPost(url, ONE_CLICK, URLENCODED)).status).toBe(404);
  });

  it('RFC 8058: a client posting cross-site (a foreign Origin, Sec-Fetch-Site: cross-site) as multipart/form-data is not blocked by the cross-site guard', async () => {
    const token = await subscribe('one-click-b@example.be', 'fr');
    const { url } = listUnsubscribeUrl(token, 'fr');
    const boundary = '----mailclient7MA4YWxkTrZu0gW';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const answer = await rawPost(url, body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      origin: 'https://mail.example.net',
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'no-cors',
    });
    expect([answer.status, answer.headers.location]).toEqual([200, undefined]);
    expect(answer.body).toContain('Vous êtes désinscrit');
    expect((await rawGet(url)).status).toBe(404);
  });

  it('issue 9: the per-client limit (here 1 an hour) does not stop one-click posts of many subscribers from one provider address', async () => {
    const tokens = await Promise.all(['c', 'd', 'e'].map((letter) => subscribe(`one-click-${letter}@example.be`)));
    for (const token of tokens) expect((await rawPost(listUnsubscribeUrl(token).url, ONE_CLICK, URLENCODED)).status).toBe(200);
    for (const token of tokens) expect((await rawGet(listUnsubscribeUrl(token).url)).status).toBe(404);
  });

  it('issue 9: other posts keep their protection: a cross-site post of anything else is refused and unsubscribes nobody; other forms stay guarded', async () => {
    const token = await subscribe('one-click-f@example.be');
    const { url } = listUnsubscribeUrl(token);
    const foreign = { ...URLENCODED, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect((await rawPost(url, 'List-Unsubscribe=Later', foreign)).status).toBe(400);
    expect((await rawPost(`${e2e.site.url}/nl/hou-me-op-de-hoogte`, 'email=x%40example.be', foreign)).status).toBe(403);
    expect((await rawGet(url)).status).toBe(200); // still subscribed
    // The page's own button (same origin, no JavaScript: an empty body) keeps its post/redirect/get.
    const own = await rawPost(url, '', { ...URLENCODED, origin: e2e.site.url, 'sec-fetch-site': 'same-origin' });
    expect([own.status, own.headers.location, own.status === 302 ? '' : own.body.slice(0, 3000)]).toEqual([302, `${new URL(url).pathname}?done=1`, '']);
    expect((await rawGet(url)).status).toBe(404);
  });
});



/** Two estates of the demo, as the list links them. */
let favouriteIds: string[] = [];
beforeAll(async () => {
  const html = await (await fetch(`${e2e.site.url}/nl/aanbod`)).text();
  favouriteIds = [...new Set([...html.matchAll(/href="\/nl\/aanbod\/(\d+)/g)].map((match) => match[1]!))].slice(0, 2);
});

const FAVOURITES = {
  nl: { path: '/nl/favorieten', button: 'Volg deze 2 panden', done: 'U volgt nu 2 panden.' },
  fr: { path: '/fr/favoris', button: 'Suivre ces 2 biens', done: 'Vous suivez maintenant 2 biens.' },
  en: { path: '/en/favorites', button: 'Follow these 2 properties', done: 'You now follow 2 properties.' },
  de: { path: '/de/favoriten', button: 'Diesen 2 Immobilien folgen', done: 'Sie folgen jetzt 2 Immobilien.' },
} as const;

describe('issue 11: follow the favourites from the favourites page', () => {
  it('issue 11 (Chromium): without a known subscription the page offers subscribing; after the edit page, one button follows the favourites; the edit page counts them; axe at zero', async () => {
    const token = await subscribe('follower@example.be');
    const context = await e2e.browser.newContext(DESKTOP);
    await context.addInitScript((ids) => localStorage.setItem('favorites', ids), JSON.stringify(favouriteIds));
    const page = await context.newPage();
    try {
      await page.goto(`${e2e.site.url}/nl/favorieten`);
      const section = page.locator('.favourites__follow');
      await section.getByRole('heading', { level: 2, name: 'Volg deze panden' }).waitFor();
      expect(await section.getByRole('link', { name: 'Hou me op de hoogte' }).getAttribute('href')).toBe('/nl/hou-me-op-de-hoogte');
      expect(await axeViolations(page)).toEqual([]);

      // The edit page (the link in every mail) lets this browser remember the subscription.
      await page.goto(`${e2e.site.url}/nl/hou-me-op-de-hoogte/${token}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForFunction(() => localStorage.getItem('alert-subscription') !== null);
      await page.goto(`${e2e.site.url}/nl/favorieten`);
      const button = section.getByRole('button', { name: 'Volg deze 2 panden' });
      await button.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await button.click();
      await page.waitForURL((url) => url.searchParams.get('gevolgd') === '2');
      await page.getByRole('status').filter({ hasText: FAVOURITES.nl.done }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`${e2e.site.url}/nl/hou-me-op-de-hoogte/${token}`);
      await page.getByText('U volgt 2 panden: we mailen u als hun prijs daalt of hun status verandert.').waitFor();

      for (const [locale, { path, button: label }] of Object.entries(FAVOURITES)) {
        await page.goto(`${e2e.site.url}${path}`);
        await section.getByRole('button', { name: label }).waitFor();
        expect([locale, await axeViolations(page)]).toEqual([locale, []]);
      }
    } finally {
      await context.close();
    }
  });

  it('issue 11 without JavaScript: the form is a plain post the server answers (303 to the page that says how many are followed); an unknown subscription is a 404 that says so', async () => {
    const token = await subscribe('follower-nojs@example.be', 'de');
    const own = { ...URLENCODED, origin: e2e.site.url, 'sec-fetch-site': 'same-origin' };
    const followed = await rawPost(`${e2e.site.url}/de/favoriten`, `token=${token}&followed=${favouriteIds.join('%2C')}`, own);
    expect([followed.status, followed.headers.location]).toEqual([303, '/de/favoriten?gevolgd=2']);
    const after = await rawGet(`${e2e.site.url}/de/favoriten?gevolgd=2`);
    expect(after.status).toBe(200);
    expect(after.body).toContain(FAVOURITES.de.done);
    const unknown = await rawPost(`${e2e.site.url}/de/favoriten`, `token=no-such-subscription-token&followed=${favouriteIds[0]}`, own);
    expect(unknown.status).toBe(404);
    // A cross-site post of the same form is refused (issue 9).
    expect((await rawPost(`${e2e.site.url}/de/favoriten`, `token=${token}&followed=1`, { ...URLENCODED, origin: 'https://evil.example' })).status).toBe(403);
  });
});

const CONFIRM = {
  nl: { path: '/nl/hou-me-op-de-hoogte/bevestigen', button: 'Ja, bevestig mijn inschrijving', done: 'Uw inschrijving is bevestigd' },
  fr: { path: '/fr/tenez-moi-au-courant/confirmer', button: 'Oui, je confirme mon inscription', done: 'Votre inscription est confirmée' },
  en: { path: '/en/keep-me-informed/confirm', button: 'Yes, confirm my subscription', done: 'Your subscription is confirmed' },
  de: { path: '/de/halte-mich-auf-dem-laufenden/bestatigen', button: 'Ja, Anmeldung bestätigen', done: 'Ihre Anmeldung ist bestätigt' },
} as const;

/** The confirmation link's path in the mail the site queued for this address (its outbox, in the site's DATA_DIR). */
function confirmationPath(email: string, prefix: string): string {
  const db = new Database(join(e2e.site.dataDir, 'catalogue.sqlite'), { readonly: true });
  try {
    const rows = db.prepare('SELECT text_body FROM outbox WHERE recipient = ?').all(email) as { text_body: string }[];
    const token = rows.map((row) => new RegExp(`${prefix}/([\\w-]+)`).exec(row.text_body)?.[1]).find(Boolean);
    if (!token) throw new Error(`no confirmation mail to ${email}`);
    return `${prefix}/${token}`;
  } finally {
    db.close();
  }
}

describe('issue 11: the confirmation page, axe at zero in four languages', () => {
  /**
   * One warm desktop tab for these pages (issue 22): the subscription a confirmation leaves in the browser goes with the
   * storage the tab is handed back without. (The favourites test above keeps a visitor of its own: favourites stored
   * before its first page.)
   */
  const tab = useTabs(e2e);

  it.each(Object.entries(CONFIRM))('issue 11 (%s): the question, and the answer to an expired link', async (_locale, { path, button }) => {
    const page = await tab(DESKTOP_TAB);
    await page.goto(`${e2e.site.url}${path}/an-expired-confirmation-token`);
    await page.getByRole('button', { name: button }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await hydrated(page);
    await page.getByRole('button', { name: button }).click();
    await page.getByRole('alert').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each(Object.entries(CONFIRM))('issue 11 (%s): the link of the real confirmation mail confirms on its button; the page says so, axe at zero', async (locale, { path, button, done }) => {
    const email = `confirm-${locale}@example.be`;
    await subscribe(email, locale);
    const page = await tab(DESKTOP_TAB);
    await page.goto(`${e2e.site.url}${confirmationPath(email, path)}`);
    await hydrated(page);
    await page.getByRole('button', { name: button }).click();
    await page.getByRole('heading', { level: 1, name: done }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // This browser now remembers the subscription, for following its favourites.
    expect(await page.evaluate(() => localStorage.getItem('alert-subscription'))).toMatch(/^[\w-]{16,}$/);
  });
});
