/** @jest-environment node */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { aCore } from './support/site-context';
import { MemoryVisitorRequests } from '../../infrastructure/memory/memory-visitor-requests';
import { ajaxSubscriptionSender } from '../../ui/components/flows/flow-transport';
import { ajaxRoutes } from '../../ui/server/ajax-routes';

/** §7 the browser's side of POST /{lang}/ajax/notifications, against the site's real ajax router. */
describe('§7 a new subscription through the ajax route', () => {
  const requests = new MemoryVisitorRequests();
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const app = express();
    app.use('/:lang/ajax', ajaxRoutes(aCore({ requests })));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('§7 200: subscribed, in the language of the path', async () => {
    const outcome = await ajaxSubscriptionSender(origin)('fr', { name: 'Anne', email: 'anne@example.be', criteria: 'trans=kopen', locale: 'fr', consent: 'on' });
    expect(outcome).toEqual({ kind: 'accepted' });
    expect([...requests.subscriptions.values()].at(-1)).toMatchObject({ email: 'anne@example.be', criteria: 'trans=kopen', locale: 'fr' });
  });

  it('§5 400: the field errors of the domain validator', async () => {
    expect(await ajaxSubscriptionSender(origin)('nl', { email: 'nope', criteria: '', consent: 'on' })).toEqual({ kind: 'invalid', errors: { email: 'invalid_email' } });
  });

  it('§8 anything else (an unknown language: 404) or no answer at all is a failure the visitor may retry', async () => {
    const send = ajaxSubscriptionSender(origin);
    expect(await send('xx' as 'nl', { email: 'an@example.be' })).toEqual({ kind: 'unavailable' });
    expect(await ajaxSubscriptionSender('http://127.0.0.1:9')('nl', { email: 'an@example.be' })).toEqual({ kind: 'unavailable' });
  });
});
