/** @jest-environment node */
import type { Core } from '../../../application/core';
import { MemoryEstateCatalogue } from '../../../infrastructure/memory/memory-estate-catalogue';
import { MemoryLiveAgenda } from '../../../infrastructure/memory/memory-live-agenda';
import { MemorySiteDirectory } from '../../../infrastructure/memory/memory-site-directory';
import { MemoryVisitorRequests } from '../../../infrastructure/memory/memory-visitor-requests';
import { serverCore } from '../../../infrastructure/container/server-core';
import { detailText } from '../../../ui/cli/detail-text';
import { runCli } from '../../../ui/cli/run-cli';
import { FIXTURE_CITIES, FIXTURE_ESTATES, TABLE_FILTER_ESTATES } from '../../fixtures/estates';
import { DEMO_SITE } from '../../fixtures/site';
import { startTestCatalogue, type TestCatalogue } from '../../infrastructure/catalogue/server/catalogue-test-server';
import { aCore } from '../support/site-context';

/** Runs the terminal front-end (issue 8 item 2) on a core; answers its exit code and what it printed. */
async function cli(core: Core, ...argv: string[]): Promise<{ code: number; text: string }> {
  const lines: string[] = [];
  const code = await runCli(argv, core, (line) => lines.push(line));
  return { code, text: lines.join('\n') };
}

describe('issue 8 the terminal front-end on the in-memory core', () => {
  const requests = new MemoryVisitorRequests(FIXTURE_CITIES, FIXTURE_ESTATES);
  const core = aCore({
    catalogue: new MemoryEstateCatalogue(FIXTURE_ESTATES),
    directory: new MemorySiteDirectory({ site: DEMO_SITE }),
    agenda: new MemoryLiveAgenda([]),
    requests,
  });

  it('list --trans kopen --city Gent --lang fr: the estates for sale in Ghent, in French', async () => {
    const { code, text } = await cli(core, 'list', '--trans', 'kopen', '--city', 'Gent', '--lang', 'fr');
    expect(code).toBe(0);
    expect(text).toMatch(/^\d+ biens trouvés/);
    expect(text).toContain('#1 ');
    expect(text).toContain('€ 450.000');
    expect(text).not.toContain('#2 '); // Brugge
    expect(text).not.toContain('#3 '); // to rent
  });

  it('issue 12 item 5: notary-sales: the notary page\'s query, each estate with its bid period or session in Brussels time', async () => {
    const { code, text } = await cli(core, 'notary-sales', '--lang', 'en');
    expect(code).toBe(0);
    expect(text).toMatch(/^2 properties found/);
    // Issue 19: the line the core decided, in the web card's words.
    expect(text).toContain('Online auction · Online bidding closed on 11/03/2025 14:00');
    expect(text).toContain('Public auction · Session held on 20/02/2025 15:00');
    const online = await cli(core, 'notary-sales', '--notary', 'online', '--lang', 'nl');
    expect(online.text).toMatch(/^1 pand gevonden\n#2 /);
    const listed = await cli(core, 'list', '--notary', 'public', '--lang', 'fr');
    expect(listed.text).toMatch(/^1 bien trouvé\n#5 /);
  });

  it('issue 20 item 1: list --lang de: a rent says "pro Monat", a rented estate "Vermietet" beside its rent, a sold one its status only', async () => {
    // A site that hides no status (DEMO_SITE hides rented and sold, §5).
    const everything = aCore({
      catalogue: new MemoryEstateCatalogue(FIXTURE_ESTATES),
      directory: new MemorySiteDirectory({ site: { ...DEMO_SITE, settings: { ...DEMO_SITE.settings, hiddenStatus: [] } } }),
      requests,
    });
    const { code, text } = await cli(everything, 'list', '--lang', 'de');
    expect(code).toBe(0);
    const line = (id: number) => text.split('\n').find((row) => row.startsWith(`#${id} `)) ?? '';
    expect(line(3)).toContain('€ 950 pro Monat');
    expect(line(8)).toContain('Vermietet · € 1.200 pro Monat');
    expect(line(4)).toContain('Verkauft');
    expect(line(4)).not.toContain('€');
  });

  it('issue 19 item 7: list takes the list filter table\'s parameters as options: --epc-max C --garden 1 finds what ?epc-max=C&garden=1 finds', async () => {
    const tableCore = aCore({ catalogue: new MemoryEstateCatalogue(TABLE_FILTER_ESTATES), directory: new MemorySiteDirectory({ site: DEMO_SITE }), requests });
    const { code, text } = await cli(tableCore, 'list', '--epc-max', 'C', '--garden', '1', '--lang', 'en');
    expect(code).toBe(0);
    expect(text.split('\n').map((line) => line.split(' ')[0])).toEqual(['2', '#31', '#36']);
    const bathrooms = await cli(tableCore, 'list', '--bath-min', '3', '--parking', '1');
    expect(bathrooms.text).toMatch(/^1 pand gevonden\n#33 /);
    expect((await cli(tableCore, '--help')).text).toContain('[--epc-max A_PLUS|A|B|C|D|E|F|G] [--garden 1] [--parking 1] [--bath-min 1|2|3]');
  });

  it('show <id>: the detail in the asked language, with its canonical address', async () => {
    const { code, text } = await cli(core, 'show', '1', '--lang', 'en');
    expect(code).toBe(0);
    expect(text).toContain('€ 450.000');
    expect(text).toMatch(/http:\/\/localhost:3000\/en\/offer\/1\/\S+/);
  });

  it('issue 19 item 1, issue 10: show <id> prints the purchase cost estimate the view carries, in the asked language', async () => {
    const { text } = await cli(core, 'show', '1', '--lang', 'de');
    const url = /http:\/\/localhost:3000(\/de\/\S+)/.exec(text)?.[1] ?? '';
    const result = await core.pages.detail({ locale: 'de', origin: 'http://localhost:3000', path: url, search: '', estateId: '1' });
    if (result.kind !== 'page' || !result.view.purchaseCost) throw new Error('expected an estate for sale');
    const { estimate } = result.view.purchaseCost;
    const lines = text.split('\n');
    const start = lines.indexOf('Was kostet dieser Kauf insgesamt?');
    expect(start).toBeGreaterThan(0);
    expect(lines.slice(start + 1, start + 4 + estimate.lines.length).map((line) => line.split(': ').at(-1))).toEqual(
      [estimate.price, ...estimate.lines.map((line) => line.amount), estimate.costs, estimate.total].map((amount) => expect.stringContaining(amount)),
    );
  });

  it('issue 19: show <id> --lang fr prints the detail page\'s view: its title, price line, facts and every legal row, in French', async () => {
    const { code, text } = await cli(core, 'show', '1', '--lang', 'fr');
    expect(code).toBe(0);
    const url = /http:\/\/localhost:3000(\/fr\/offre\/1\/\S+)/.exec(text)?.[1] ?? '';
    const result = await core.pages.detail({ locale: 'fr', origin: 'http://localhost:3000', path: url, search: '', estateId: '1' });
    if (result.kind !== 'page') throw new Error(result.kind);
    const view = result.view;
    // What it prints is the view, written by ui/cli/detail-text (proved equal to the web page over the whole demo).
    expect(text.startsWith(detailText(view).join('\n'))).toBe(true);
    const lines = text.split('\n');
    expect(lines[0]).toBe(view.title);
    expect(lines).toContain(view.price);
    expect(text).toContain('Informations légales');
    const rows = view.legal.flatMap((group) => group.rows);
    expect(rows.length).toBeGreaterThan(3);
    expect(lines.filter((line) => /^ {4}\S/.test(line))).toHaveLength(rows.length);
  });

  it.each([
    ['an unknown estate', '4040'],
    ['§5 an estate whose status the site hides (sold)', '4'],
  ])('show of %s is refused, exit 1', async (_title, id) => {
    await expect(cli(core, 'show', id)).resolves.toEqual({ code: 1, text: 'Dit pand bestaat niet (meer).' });
  });

  it('subscribe writes a subscription with the list criteria, in the asked language', async () => {
    const { code, text } = await cli(core, 'subscribe', '--email', 'anne@example.be', '--consent', '--trans', 'kopen', '--city', 'Gent', '--lang', 'de');
    expect(code).toBe(0);
    const token = /: (\S+)$/.exec(text)?.[1] ?? '';
    expect(requests.subscriptions.get(token)).toMatchObject({ email: 'anne@example.be', locale: 'de', criteria: 'trans=kopen&city=11' });
  });

  it('subscribe with a wrong address names the field, exit 1', async () => {
    await expect(cli(core, 'subscribe', '--email', 'nope', '--lang', 'en')).resolves.toEqual({
      code: 1,
      text: 'Not subscribed, please check:\n  --email: invalid_email\n  --consent: required',
    });
  });

  it('a usage mistake prints the usage, exit 2', async () => {
    const { code, text } = await cli(core, 'lsit');
    expect(code).toBe(2);
    expect(text).toContain('Usage: npm run cli');
  });
});

describe('issue 8 the terminal front-end against a §7 backend over HTTP (the catalogue service on SQL)', () => {
  let backend: TestCatalogue;
  beforeAll(async () => {
    backend = await startTestCatalogue();
  });
  afterAll(() => backend.close());

  it('lists, shows and subscribes through the HTTP gateways', async () => {
    const { core } = serverCore({ api: { baseUrl: backend.origin, siteId: 'demo' } });
    const listed = await cli(core, 'list', '--trans', 'kopen', '--city', 'Gent', '--lang', 'fr');
    expect(listed.code).toBe(0);
    expect(listed.text).toContain('#1 ');
    expect(listed.text).not.toContain('#2 ');
    const shown = await cli(core, 'show', '1');
    expect(shown.code).toBe(0);
    expect(shown.text).toContain('/nl/aanbod/1/');
    await expect(cli(core, 'show', '4')).resolves.toMatchObject({ code: 1 });
    await expect(cli(core, 'subscribe', '--email', 'jan@example.be', '--consent', '--trans', 'huren')).resolves.toMatchObject({ code: 0 });
  });
});
