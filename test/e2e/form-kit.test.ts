/** @jest-environment node */
import { join } from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { hydrated, useSiteAndBrowser } from './support/site';
import { axeViolations } from './support/axe';
import { DESKTOP_TAB, DESKTOP_TAB_WITHOUT_SCRIPTS, useTabs } from './support/tabs';

// Issue 12 item 8: one form kit for every form. Each form, sent empty in Chromium, lists its problems in a
// summary that takes focus, each a link to a field that is marked invalid and described by its own error text
// (WCAG 3.3.1, 3.3.3), axe at zero in that state. Issue 9 item 3: over an abuse limit the form says, in the
// page's language, when to try again (the 429's Retry-After), with and without JavaScript.
jest.setTimeout(180_000);


const world = useSiteAndBrowser({
  demoEstates: 30,
  env: {
    // The limits on, as in production, but none per client address (every test posts from 127.0.0.1) and
    // one send-to-a-friend per friend an hour, so that the second one meets the 429.
    ABUSE_LIMITS: 'on',
    FORM_MIN_FILL_MS: '0',
    ...Object.fromEntries(
      ['CONTACT', 'SEND_TO_FRIEND', 'SUBSCRIBE', 'EDIT_SUBSCRIPTION', 'UNSUBSCRIBE', 'RESERVE_RENTAL', 'BOOK_APPOINTMENT', 'CANCEL_APPOINTMENT'].map((name) => [
        `LIMIT_${name}_PER_CLIENT`,
        '0',
      ]),
    ),
    LIMIT_SEND_TO_FRIEND_PER_RECIPIENT: '1',
  },
});

/**
 * A warm desktop tab with scripts and one without, for the whole file (issue 22). The forms' posts need no visitor of
 * their own: what the site keeps of them is on the server (the limits count recipients and senders, not browsers), and
 * each test takes the tab back without cookies or storage.
 */
const tab = useTabs(world);
const TABS = { javaScript: DESKTOP_TAB, none: DESKTOP_TAB_WITHOUT_SCRIPTS };

async function open(path: string, javaScript = true): Promise<Page> {
  const page = await tab(javaScript ? TABS.javaScript : TABS.none);
  page.setDefaultTimeout(20_000);
  await page.goto(`${world.site.url}${path}`);
  await page.locator('h1').waitFor();
  // Hydrated: the forms post through their scripts.
  if (javaScript) await hydrated(page);
  return page;
}

async function estatePath(): Promise<string> {
  const html = await (await fetch(`${world.site.url}/nl/aanbod`)).text();
  return /href="(\/nl\/aanbod\/\d+\/[^"]+)"/.exec(html)![1]!;
}

/** An estate whose detail page offers viewing moments (the demo's live agenda). */
async function viewingPath(): Promise<string> {
  const html = await (await fetch(`${world.site.url}/nl/aanbod?trans=kopen`)).text();
  for (const [, path] of html.matchAll(/href="(\/nl\/aanbod\/\d+\/[^"]+)"/g)) {
    if ((await (await fetch(`${world.site.url}${path!}`)).text()).includes('id="viewing-title"')) return path!;
  }
  throw new Error('no estate with a live agenda in the demo');
}

async function rentalPath(): Promise<string> {
  const html = await (await fetch(`${world.site.url}/nl/vakantie`)).text();
  return /href="(\/nl\/vakantie\/\d+)"/.exec(html)![1]!;
}

/**
 * The summary the kit shows after an empty post: focused, every link leads to a field of the form that is
 * aria-invalid and whose aria-describedby names an error with the link's text. Returns the links' texts.
 */
async function expectSummary(page: Page, form: Locator): Promise<string[]> {
  const summary = form.locator('.form-alert--error[role="alert"]');
  await summary.waitFor();
  expect(await summary.evaluate((box) => box === document.activeElement)).toBe(true);
  const links = await summary.locator('a').evaluateAll((anchors) =>
    anchors.map((anchor) => ({ text: anchor.textContent ?? '', target: (anchor.getAttribute('href') ?? '').slice(1) })),
  );
  expect(links.length).toBeGreaterThan(0);
  for (const { text, target } of links) {
    const field = page.locator(`[id="${target}"]`);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const described = (await field.getAttribute('aria-describedby')) ?? '';
    // A group of radios (a period) is described on its fieldset; a single control on itself.
    const errorId = described || (await field.evaluate((control) => control.closest('fieldset')?.getAttribute('aria-describedby') ?? ''));
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(text);
  }
  expect(await axeViolations(page)).toEqual([]);
  return links.map((link) => link.text);
}

describe('issue 12 item 8: every form, sent empty, lists its problems the same way', () => {
  it('the contact page', async () => {
    const page = await open('/nl/contact');
    const form = page.locator('.contact-page__form form');
    await form.locator('button[type="submit"]').click();
    expect(await expectSummary(page, form)).toEqual(['Vul uw naam in.', 'Vul uw e-mailadres in.', 'Schrijf uw bericht.']);
  });

  it('the contact page without JavaScript: a plain POST, and the page comes back with the same summary (400)', async () => {
    const page = await open('/fr/contact', false);
    const form = page.locator('.contact-page__form form');
    const [response] = await Promise.all([page.waitForResponse((answer) => answer.request().method() === 'POST'), form.locator('button[type="submit"]').click()]);
    expect(response.status()).toBe(400);
    await page.waitForLoadState('load');
    const shown = page.locator('.contact-page__form form');
    const summary = shown.locator('.form-alert--error[role="alert"]');
    expect(await summary.locator('a').allTextContents()).toEqual(['Indiquez votre nom.', 'Indiquez votre adresse e-mail.', 'Écrivez votre message.']);
    expect(await shown.locator('#contact-email').getAttribute('aria-describedby')).toBe('contact-email-error');
    expect(await shown.locator('#contact-email-error').textContent()).toBe('Indiquez votre adresse e-mail.');
    // axe runs as a script in the page, which this tab does not allow; the same markup is audited with scripts above.
  });

  it('the detail page: contact (its message prefilled) and send to a friend, in French', async () => {
    const page = await open((await estatePath()).replace(/^\/nl\/aanbod\//, '/fr/offre/'));
    const contact = page.getByRole('form', { name: 'Posez votre question' });
    await contact.locator('button[type="submit"]').click();
    expect(await expectSummary(page, contact)).toEqual(['Indiquez votre nom.', 'Indiquez votre adresse e-mail.']);
    await page.getByText('Envoyer à un ami').click();
    const friend = page.getByRole('form', { name: 'Envoyer à un ami' });
    await friend.locator('button[type="submit"]').click();
    expect(await expectSummary(page, friend)).toEqual(['Indiquez votre nom.', 'Indiquez votre adresse e-mail.', "Indiquez l'adresse e-mail de votre ami."]);
  });

  it('subscribe (keep me informed), in English', async () => {
    const page = await open('/en/keep-me-informed');
    const form = page.locator('form.flow-form');
    await form.locator('button[type="submit"]').click();
    expect(await expectSummary(page, form)).toEqual(['Enter your email address.', 'Please give your consent to continue.']);
  });

  it('the rental unit reservation, in German', async () => {
    const page = await open((await rentalPath()).replace(/^\/nl\/vakantie\//, '/de/feiertage/'));
    const form = page.locator('form.flow-form');
    await form.locator('button[type="submit"]').click();
    const problems = await expectSummary(page, form);
    expect(problems).toEqual(expect.arrayContaining(['Wählen Sie einen Zeitraum.', 'Geben Sie Ihren Namen ein.', 'Geben Sie Ihre E-Mail-Adresse ein.']));
  });

  it('the viewing booking on the detail page; then the appointment is booked and cancelled through the kit', async () => {
    const page = await open(await viewingPath());
    const section = page.locator('section.viewing');
    await section.getByRole('button', { name: 'Bezoek boeken' }).click();
    const problems = await expectSummary(page, section);
    expect(problems).toEqual(expect.arrayContaining(['Kies een moment.', 'Vul uw naam in.', 'Vul uw e-mailadres in.']));
    await section.locator('input[name="slotId"]').first().check();
    await section.getByLabel('Naam').fill('An Peeters');
    await section.getByLabel('E-mailadres').fill('an.viewing@example.be');
    await section.getByLabel('Telefoon').fill('0470 12 34 56');
    await section.getByRole('button', { name: 'Bezoek boeken' }).click();
    await page.waitForURL('**/afspraak/**');
    const cancel = await page.locator('a[href*="/afspraak-annuleren/"]').first().getAttribute('href');
    await page.goto(`${world.site.url}${cancel!}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Afspraak annuleren' }).click();
    await page.getByRole('heading', { level: 1, name: 'Uw afspraak is geannuleerd' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('edit subscription and unsubscribe: the edit form without its e-mail address', async () => {
    const email = `kit-${Date.now()}@example.be`;
    const subscribe = await open('/nl/hou-me-op-de-hoogte');
    await subscribe.getByLabel('E-mailadres').fill(email);
    await subscribe.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
    await subscribe.getByRole('button', { name: 'Hou me op de hoogte' }).click();
    await subscribe.waitForURL('**/hou-me-op-de-hoogte/succes');
    const db = new Database(join(world.site.dataDir, 'catalogue.sqlite'), { readonly: true });
    const rows = db.prepare('SELECT token, document FROM subscriptions').all() as { token: string; document: string }[];
    db.close();
    const token = rows.find((row) => row.document.includes(email))!.token;
    const page = await open(`/nl/hou-me-op-de-hoogte/${token}`);
    const form = page.locator('form.flow-form');
    await page.getByLabel('E-mailadres').fill('');
    await form.getByRole('button', { name: 'Wijzigingen bewaren' }).click();
    expect(await expectSummary(page, form)).toEqual(['Vul uw e-mailadres in.']);
  });
});

describe('issue 9 item 3: a 429 is said in the page language, with when to try again', () => {
  const friendOf = async (page: Page, name: string) => {
    await page.locator('details.detail-share summary').click();
    const form = page.getByRole('form', { name });
    return form;
  };

  it('with JavaScript: the second mail to the same friend within the hour', async () => {
    const page = await open(await estatePath());
    const form = await friendOf(page, 'Stuur door naar een vriend');
    const send = async () => {
      await form.getByLabel('Uw naam').fill('Jan');
      await form.getByLabel('Uw e-mailadres').fill('jan@example.be');
      await form.getByLabel('E-mailadres van uw vriend').fill('piet.js@example.be');
      await form.locator('button[type="submit"]').click();
    };
    await send();
    await form.locator('.form-status--success').waitFor();
    const refusal = page.waitForResponse((response) => response.url().endsWith('/ajax/send-to-a-friend'));
    await send();
    const answer = await refusal;
    expect([answer.status(), Number(answer.headers()['retry-after']) > 0]).toEqual([429, true]);
    const alert = form.locator('.form-alert--error[role="alert"]');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^U hebt dit formulier kort na elkaar te vaak verstuurd\. Probeer het opnieuw over (1 minuut|\d+ minuten|1 uur), of bel ons\.$/);
    expect(await alert.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await axeViolations(page, { include: '.detail-share' })).toEqual([]);
  });

  it('without JavaScript: a plain POST to the page answers 429 with Retry-After and the page says it, in English', async () => {
    const path = (await estatePath()).replace(/^\/nl\/aanbod\//, '/en/offer/');
    const responses: { status: number; retryAfter: string | undefined }[] = [];
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const page = await open(path, false);
      const form = await friendOf(page, 'Send to a friend');
      await form.getByLabel('Your name').fill('Jan');
      // Another sender than the test above: send-to-a-friend counts the sender's address too.
      await form.getByLabel('Your email address').fill('jan.nojs@example.be');
      await form.getByLabel("Your friend's email address").fill('piet.nojs@example.be');
      const [response] = await Promise.all([page.waitForResponse((answer) => answer.request().method() === 'POST'), form.locator('button[type="submit"]').click()]);
      responses.push({ status: response.status(), retryAfter: response.headers()['retry-after'] });
      await page.waitForLoadState('load');
      const shown = page.getByRole('form', { name: 'Send to a friend' });
      if (attempt === 1) {
        expect(await shown.locator('.form-status--success').textContent()).toBe('Sent. Your friend will receive an email shortly.');
      } else {
        expect(await shown.locator('.form-alert--error').textContent()).toMatch(/^You have sent this form too often in a short time\. Please try again in (\d+ minutes?|1 hour), or call us\.$/);
      }
    }
    expect(responses.map((response) => response.status)).toEqual([200, 429]);
    expect(Number(responses[1]!.retryAfter)).toBeGreaterThan(0);
  });
});
