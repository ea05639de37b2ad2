import { createCore, type Core } from '../../application/core';
import type { CoreDeps } from '../../application/core-deps';
import type { DetailView } from '../../application/pages/detail-page';
import type { AlertSubscriptions } from '../../application/ports/alerts';
import { estateDetailPath } from '../../domain/routing/estate-detail-path';
import { matchRoute } from '../../domain/routing/routes';
import { runAlerts, type AlertRunReport } from '../../application/use-cases/alerts/run-alerts';
import { VisibleCatalogue } from '../../application/visible-catalogue';
import type { Estate } from '../../domain/estate/estate';
import { CONSENT_TEXT_VERSION } from '../../domain/requests/consent';
import { createAlertScheduler } from '../../infrastructure/catalogue/alerts/alert-scheduler';
import { createMailComposer } from '../../infrastructure/catalogue/mail/compose-mails';
import type { MailMessage } from '../../infrastructure/catalogue/mail/mail-composer';
import type { SqlCatalogue } from '../../infrastructure/catalogue/sql/sql-catalogue';
import { FixedClock } from '../../infrastructure/memory/clocks';
import { MemoryAlertSubscriptions, MemoryEstateHistory } from '../../infrastructure/memory/memory-alerts';
import { MemoryEstateCatalogue } from '../../infrastructure/memory/memory-estate-catalogue';
import { MemoryLiveAgenda } from '../../infrastructure/memory/memory-live-agenda';
import { MemoryLogger } from '../../infrastructure/memory/memory-logger';
import { MemoryRentalUnits } from '../../infrastructure/memory/memory-rental-units';
import { MemorySiteDirectory } from '../../infrastructure/memory/memory-site-directory';
import { MemoryVisitorRequests } from '../../infrastructure/memory/memory-visitor-requests';
import { DEMO_SITE } from '../fixtures/site';
import { openTestCatalogue } from '../infrastructure/catalogue/sql/open-test-catalogue';
import { aListedEstate } from './harness';

const T0 = new Date('2026-11-21T10:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * 3_600_000);
const SITE_URL = 'https://www.immo-demo.be';
const composer = createMailComposer({ publicOrigin: SITE_URL });
const site = { ...DEMO_SITE, settings: { ...DEMO_SITE.settings, mailFrom: '"Immo Demo" <alerts@immo-demo.be>', mailReplyTo: 'makelaar@immo-demo.be' } };

/** Ids: 10 and 11 are on the market from the start; the visitor follows them. */
const INITIAL: Estate[] = [aListedEstate(10, 1, { price: { value: 210_000 } }), aListedEstate(11, 1), aListedEstate(12, 2)];

/** What the scenario needs of a world: the core, an import, a run, the alert mails, the clock. */
interface AlertWorld {
  readonly clock: FixedClock;
  readonly core: Core;
  readonly alerts: AlertSubscriptions;
  importEstates(groups: readonly Estate[]): Promise<void>;
  run(): Promise<AlertRunReport>;
  /** The confirmation token the visitor received. */
  confirmationToken(): Promise<string>;
  /** Alert mails queued so far (not the confirmation). */
  alertMails(): Promise<MailMessage[]>;
  close(): Promise<void>;
}

function memoryWorld(): AlertWorld {
  const clock = new FixedClock(T0);
  const catalogue = new MemoryEstateCatalogue(INITIAL);
  const directory = new MemorySiteDirectory({ site });
  const requests = new MemoryVisitorRequests([], [], clock);
  const alerts = new MemoryAlertSubscriptions(requests);
  const history = new MemoryEstateHistory(catalogue);
  const logger = new MemoryLogger();
  const deps: CoreDeps = { catalogue, directory, requests, rentals: new MemoryRentalUnits([], {}), agenda: new MemoryLiveAgenda([]), clock, logger };
  return {
    clock,
    core: createCore(deps),
    alerts,
    importEstates: (groups) => history.write(groups, clock.now()),
    // The scheduler's composition: the site's catalogue seen through §5 (application/visible-catalogue.ts).
    run: () => runAlerts({ alerts, history, catalogue: new VisibleCatalogue(catalogue, directory), clock, logger }, { holder: 'test' }),
    confirmationToken: async () => [...requests.confirmations.keys()][0] as string,
    alertMails: async () => alerts.outbox.flatMap((digest) => composer.alertDigest(site, digest)),
    close: async () => undefined,
  };
}

async function sqlWorld(dialect: 'sqlite' | 'postgres'): Promise<AlertWorld> {
  const clock = new FixedClock(T0);
  const catalogue: SqlCatalogue = await openTestCatalogue(dialect, { clock, mails: composer });
  await catalogue.replaceSite({ site, groups: INITIAL });
  const ports = catalogue.forSite(site.id);
  const core = createCore({ ...ports, clock, logger: new MemoryLogger() });
  const scheduler = createAlertScheduler({ catalogue, clock });
  const rows = () => catalogue.database.db.selectFrom('outbox').selectAll().orderBy('id').execute();
  return {
    clock,
    core,
    alerts: catalogue.alertsForSite(site.id).alerts,
    importEstates: (groups) => catalogue.importEstates(site.id, groups),
    run: async () => (await scheduler.runOnce()).get(site.id) as AlertRunReport,
    confirmationToken: async () => /bevestigen\/([\w-]+)/.exec((await rows())[0]?.text_body ?? '')?.[1] as string,
    alertMails: async () =>
      (await rows())
        .filter((row) => row.headers !== null && row.headers !== undefined)
        .map((row) => ({
          to: row.recipient,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body ?? '',
          headers: JSON.parse(row.headers as string) as Record<string, string>,
          ...(row.sender && { from: row.sender }),
          ...(row.reply_to && { replyTo: row.reply_to }),
        })),
    close: () => catalogue.close(),
  };
}

const WORLDS: [string, () => Promise<AlertWorld>][] = [
  ['in memory', async () => memoryWorld()],
  ...openTestCatalogue.dialects().map((dialect): [string, () => Promise<AlertWorld>] => [`SQL (${dialect})`, () => sqlWorld(dialect)]),
];

describe.each(WORLDS)('issue 11 alerts over %s', (_name, open) => {
  let world: AlertWorld;
  beforeEach(async () => {
    world = await open();
  });
  afterEach(() => world.close());

  const subscribe = async (rhythm = 'daily') => {
    const created = await world.core.commands.subscribe({ name: 'Lotte', email: 'lotte@example.be', criteria: 'trans=kopen&price-max=400000', locale: 'nl', rhythm, consent: 'on' });
    if (!created.ok) throw new Error(`subscription refused: ${JSON.stringify(created)}`);
    return created.value;
  };

  it('issue 11: subscribe, confirm, import a match and lower a followed price; exactly one digest, then nothing twice; one-click unsubscribe ends it', async () => {
    const subscription = await subscribe();
    expect(subscription.alerts).toMatchObject({ status: 'pending', rhythm: 'daily' });
    // GDPR Art. 7: the text shown, its version and the time are stored with the subscription.
    expect(subscription.consent).toEqual({ version: CONSENT_TEXT_VERSION, text: expect.stringMatching(/^Ik wil e-mails ontvangen/), at: T0.toISOString() });
    expect((await world.core.pages.subscription({ locale: 'nl', token: subscription.token })).kind).toBe('page');

    world.clock.set(at(1));
    expect(await world.run()).toMatchObject({ ran: true, checked: 0, mailed: 0 });
    const confirmed = await world.core.commands.confirmSubscription({ token: await world.confirmationToken() });
    expect(confirmed).toMatchObject({ ok: true, value: { alerts: { status: 'active', confirmedAt: at(1).toISOString() } } });
    await expect(world.core.commands.followEstates({ token: subscription.token, followed: [10, 11] })).resolves.toMatchObject({ ok: true, value: { alerts: { followed: [10, 11] } } });

    world.clock.set(at(2));
    await world.importEstates([
      aListedEstate(20, 1, { price: { value: 250_000 } }), // new, matches
      aListedEstate(21, 1, { price: { value: 500_000 } }), // new, above price-max
      aListedEstate(22, 2), // new, for rent
      aListedEstate(23, 5), // new, sold: hidden by the site (§5)
      aListedEstate(10, 1, { price: { value: 190_000 } }), // followed: price lowered
      aListedEstate(11, 1, { general: { ...aListedEstate(11).general, sticker: { id: 3, name: 'Onder optie' } } }), // followed: under option
    ]);

    world.clock.set(at(3));
    expect(await world.run()).toMatchObject({ checked: 0, mailed: 0 }); // daily: due a day after the confirmation
    expect(await world.alertMails()).toEqual([]);

    world.clock.set(at(25));
    expect(await world.run()).toMatchObject({ checked: 1, mailed: 1 });
    const mails = await world.alertMails();
    expect(mails).toHaveLength(1);
    const [mail] = mails as [MailMessage];
    const unsubscribeUrl = `${SITE_URL}/nl/hou-me-op-de-hoogte/uitschrijven/${subscription.token}`;
    expect(mail).toMatchObject({
      to: 'lotte@example.be',
      subject: '3 nieuwtjes over uw zoekopdracht bij Immo Demo BV',
      from: '"Immo Demo" <alerts@immo-demo.be>',
      replyTo: 'makelaar@immo-demo.be',
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    expect(mail.text).toContain('Nieuw aanbod');
    expect(mail.text).toContain(`${SITE_URL}/nl/aanbod/20`);
    expect(mail.text).toContain('Prijs verlaagd op 21/11/2026 van € 210.000 naar € 190.000');
    expect(mail.text).toContain('Onder optie');
    expect(mail.text).toContain(`Zoekopdracht wijzigen: ${SITE_URL}/nl/hou-me-op-de-hoogte/${subscription.token}`);
    for (const absent of ['/aanbod/21', '/aanbod/22', '/aanbod/23', '/aanbod/12']) expect(mail.text).not.toContain(absent);
    expect(mail.html).toContain(`href="${SITE_URL}/nl/aanbod/20`);
    expect(mail.html).toContain('lang="nl"');

    // Nothing twice: not due again, and when due there is nothing new.
    expect(await world.run()).toMatchObject({ mailed: 0 });
    world.clock.set(at(50));
    expect(await world.run()).toMatchObject({ checked: 1, mailed: 0 });
    expect(await world.alertMails()).toHaveLength(1);

    // Issue 11 price history: the followed estate's detail page says what the mail said.
    const lowered = (await world.core.pages.detail({ locale: 'nl', origin: SITE_URL, path: estateDetailPath(aListedEstate(10), 'nl'), search: '', estateId: '10' })) as { view?: DetailView };
    expect(lowered.view?.priceDrop).toEqual({ date: '21/11/2026', from: '€ 210.000', to: '€ 190.000' });

    // One-click (RFC 8058): the mail's List-Unsubscribe URL names the page whose post reaches the unsubscribe
    // command (test/e2e/alerts.test.ts posts to it through the site server); afterwards nothing goes out.
    const oneClick = matchRoute(new URL(/^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '').pathname);
    expect(oneClick).toEqual({ name: 'unsubscribe', locale: 'nl', params: { token: subscription.token } });
    await expect(world.core.commands.unsubscribe({ token: oneClick?.params.token ?? '' })).resolves.toEqual({ ok: true, value: true });
    world.clock.set(at(51));
    await world.importEstates([aListedEstate(30, 1, { price: { value: 200_000 } })]);
    world.clock.set(at(80));
    expect(await world.run()).toMatchObject({ checked: 0, mailed: 0 });
    expect(await world.alertMails()).toHaveLength(1);
  });

  it('issue 11 double opt-in: nothing goes out before confirmation, and an expired link confirms nothing', async () => {
    await subscribe('immediately');
    world.clock.set(at(24 * 8));
    await expect(world.core.commands.confirmSubscription({ token: await world.confirmationToken() })).resolves.toEqual({ ok: false, reason: 'not_found' });
    await world.importEstates([aListedEstate(20, 1, { price: { value: 250_000 } })]);
    expect(await world.run()).toMatchObject({ checked: 0, mailed: 0 });
    await expect(world.core.commands.confirmSubscription({ token: 'not-a-token' })).resolves.toEqual({ ok: false, reason: 'not_found' });
  });

  it("issue 11: one run at a time; a dead run's lease expires and the next run resumes what it left", async () => {
    const { token } = await subscribe('immediately');
    await world.core.commands.confirmSubscription({ token: await world.confirmationToken() });
    world.clock.set(at(1));
    await world.importEstates([aListedEstate(20, 1, { price: { value: 250_000 } })]);
    expect(await world.alerts.acquireLease('a worker that dies', at(1), 5 * 60_000)).toBe(true);
    expect(await world.run()).toMatchObject({ ran: false });
    world.clock.set(new Date(at(1).getTime() + 6 * 60_000));
    expect(await world.run()).toMatchObject({ ran: true, mailed: 1 });
    const [mail] = await world.alertMails();
    expect(mail?.subject).toBe('1 nieuwtje over uw zoekopdracht bij Immo Demo BV');
    expect(mail?.headers?.['List-Unsubscribe']).toContain(token);
    // Immediately: due at every run, but what was delivered is never delivered again.
    world.clock.set(at(2));
    expect(await world.run()).toMatchObject({ checked: 1, mailed: 0 });
  });
});
