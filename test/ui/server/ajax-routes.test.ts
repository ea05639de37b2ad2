import { CONSENT_TEXT_VERSION } from '../../../domain/requests/consent';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { aCore } from '../support/site-context';
import { MemoryEstateCatalogue } from '../../../infrastructure/memory/memory-estate-catalogue';
import { MemorySiteDirectory } from '../../../infrastructure/memory/memory-site-directory';
import { MemoryVisitorRequests } from '../../../infrastructure/memory/memory-visitor-requests';
import { ajaxRoutes } from '../../../ui/server/ajax-routes';
import { DEMO_SITE as demoSite } from '../../fixtures/site';
import { FIXTURE_CITIES, FIXTURE_ESTATES } from '../../fixtures/estates';
import { TRANSACTION_ID } from '../../../domain/estate/estate-status';
import { buildSearchBody } from '../../../domain/search/search-body';
import type { FoundCards } from '../../../application/ports/card-search';

const FOR_SALE = TRANSACTION_ID.FOR_SALE;

/** §7 ajax routes per language, over real HTTP, on the in-memory core. */
describe('§7 /{lang}/ajax/ routes', () => {
  const requests = new MemoryVisitorRequests(FIXTURE_CITIES, FIXTURE_ESTATES);
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.use(
      '/:lang/ajax',
      ajaxRoutes(
        aCore({
            catalogue: new MemoryEstateCatalogue(FIXTURE_ESTATES),
            directory: new MemorySiteDirectory({ site: demoSite }),
            requests,
          }),
      ),
    );
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (path: string) => fetch(`${base}${path}`);
  const post = (path: string, body: unknown, type = 'application/json') =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': type }, body: type === 'application/json' ? JSON.stringify(body) : String(body) });

  it('search-city answers the matching cities as JSON', async () => {
    const response = await get('/nl/ajax/search-city?q=gen');
    expect(response.status).toBe(200);
    expect((await response.json()).map((city: { name: string }) => city.name)).toEqual(['Gent']);
  });

  it.each([
    ['no query', '/nl/ajax/search-city', { q: 'required' }],
    ['a blank query', '/fr/ajax/search-city?q=%20', { q: 'required' }],
    ['an overlong query', `/en/ajax/search-city?q=${'a'.repeat(101)}`, { q: 'too_long' }],
    ['a non-numeric estate id', '/nl/ajax/estate/abc', { estateId: 'invalid' }],
    ['a non-numeric similar-estate id', '/de/ajax/similar-estate/1;drop', { estateId: 'invalid' }],
  ])('answers 400 with field errors for %s', async (_title, path, fields) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Bad Request', fields });
  });

  it('estate/{id} answers the estate, or 404 for an unknown one', async () => {
    const found = await get('/nl/ajax/estate/2');
    expect(found.status).toBe(200);
    expect((await found.json()).general.id).toBe(2);
    expect((await get('/nl/ajax/estate/4040')).status).toBe(404);
  });

  it('search answers the hits as cards; ?grouping= puts each in its §9 group, ?markers=1 gives each its map marker', async () => {
    const body = buildSearchBody({ filter: {}, grouping: 'TYPE', from: 0, size: 50 });
    const plain = await post('/nl/ajax/search', body);
    expect(plain.status).toBe(200);
    const { total, cards } = (await plain.json()) as FoundCards;
    expect(cards.length).toBe(total);
    expect(cards.every((entry) => Object.keys(entry).join() === 'card')).toBe(true);
    const grouped = (await (await post('/nl/ajax/search?grouping=TYPE', body)).json()) as FoundCards;
    expect(grouped.cards.map((entry) => entry.card.id)).toEqual(cards.map((entry) => entry.card.id));
    expect(grouped.cards.find((entry) => entry.card.id === '1')?.group).toEqual({ key: '1', label: 'Woning' });
    expect(grouped.cards.every((entry) => entry.group !== undefined && entry.marker === undefined)).toBe(true);
    const mapped = (await (await post('/nl/ajax/search?markers=1', body)).json()) as FoundCards;
    expect(mapped.cards.find((entry) => entry.card.id === '1')?.marker).toMatchObject({ id: 1, headType: 1, isProject: false });
  });

  it.each([
    ['an unknown grouping', '/nl/ajax/search?grouping=COLOUR', { grouping: 'invalid' }],
    ['markers other than 1', '/nl/ajax/search?markers=yes', { markers: 'invalid' }],
  ])('search answers 400 with field errors for %s', async (_title, path, fields) => {
    const response = await post(path, buildSearchBody({ filter: {} }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Bad Request', fields });
  });

  it('similar-estate/{id} answers similar estates', async () => {
    const response = await get('/nl/ajax/similar-estate/2');
    expect(response.status).toBe(200);
    expect((await response.json()).map((e: { general: { id: number } }) => e.general.id)).toEqual([101, 9, 102]);
  });

  describe('§5 on the ajax routes (issue 8): an estate whose status the site hides does not exist', () => {
    // The site hides everything for sale: estate 2 and the apartments similar to 9 (101, 102) are hidden.
    let hiding: Server;
    let hidingBase: string;
    beforeAll(async () => {
      const app = express();
      app.use(
        '/:lang/ajax',
        ajaxRoutes(
        aCore({
              catalogue: new MemoryEstateCatalogue(FIXTURE_ESTATES),
              directory: new MemorySiteDirectory({ site: { ...demoSite, settings: { hiddenStatus: [FOR_SALE] } } }),
              requests: new MemoryVisitorRequests(FIXTURE_CITIES, FIXTURE_ESTATES),
            }),
      ),
      );
      hiding = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => hiding.once('listening', resolve));
      hidingBase = `http://127.0.0.1:${(hiding.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => hiding.close(resolve)));

    it('estate/{id} of a hidden estate answers 404', async () => {
      expect((await fetch(`${hidingBase}/nl/ajax/estate/2`)).status).toBe(404);
      expect((await fetch(`${hidingBase}/nl/ajax/estate/3`)).status).toBe(200);
    });

    it('similar-estate/{id} of a hidden estate answers 404; of a shown one, 200', async () => {
      expect((await fetch(`${hidingBase}/nl/ajax/similar-estate/3`)).status).toBe(200);
      const ofHidden = await fetch(`${hidingBase}/nl/ajax/similar-estate/9`);
      expect(ofHidden.status).toBe(404);
    });
  });

  it('an unknown language or route answers 404', async () => {
    expect((await get('/es/ajax/search-city?q=gent')).status).toBe(404);
    expect((await get('/nl/ajax/nope')).status).toBe(404);
  });

  it('contact-form-handler takes a JSON or a classic form post and records the request in the page language', async () => {
    const json = await post('/fr/ajax/contact-form-handler', { name: 'Anne', email: 'anne@example.be', message: 'Encore libre ?' });
    expect(json.status).toBe(200);
    const form = await post('/nl/ajax/contact-form-handler', 'name=Jan&email=jan%40example.be&message=Vrij%3F', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(200);
    expect(requests.contacts.map((c) => [c.name, c.locale])).toEqual([
      ['Anne', 'fr'],
      ['Jan', 'nl'],
    ]);
  });

  it.each([
    ['contact-form-handler', {}, { name: 'required', email: 'required', message: 'required' }],
    ['send-to-a-friend', { estateId: 'x' }, { estateId: 'invalid', senderName: 'required', senderEmail: 'required', friendEmail: 'required' }],
    ['notifications', { email: 'nope' }, { email: 'invalid_email', consent: 'required' }],
  ])('%s answers 400 with field errors and stores nothing', async (route, body, fields) => {
    const before = requests.contacts.length + requests.sentToFriends.length + requests.subscriptions.size;
    const response = await post(`/nl/ajax/${route}`, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Bad Request', fields });
    expect(requests.contacts.length + requests.sentToFriends.length + requests.subscriptions.size).toBe(before);
  });

  it('a body that is not JSON answers 400, an oversized one 413', async () => {
    const broken = await fetch(`${base}/nl/ajax/contact-form-handler`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'Bad Request', fields: { body: 'invalid' } });
    const huge = await post('/nl/ajax/contact-form-handler', { message: 'x'.repeat(70_000) });
    expect(huge.status).toBe(413);
  });

  it('notifications subscribes and answers the token, storing the consent text version (issue 13 item 7)', async () => {
    const response = await post('/de/ajax/notifications', { email: 'eva@example.be', criteria: 'trans=kopen', consent: 'on' });
    expect(response.status).toBe(200);
    const { value } = await response.json();
    expect(requests.subscriptions.get(value.token)).toMatchObject({ locale: 'de', consent: { version: CONSENT_TEXT_VERSION } });
  });

  it('issue 13 item 7: notifications refuses a sign-up without consent (400 consent required), nothing stored', async () => {
    const before = requests.subscriptions.size;
    const response = await post('/de/ajax/notifications', { email: 'eva@example.be', criteria: 'trans=kopen' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { consent: 'required' } });
    expect(requests.subscriptions.size).toBe(before);
  });
});
