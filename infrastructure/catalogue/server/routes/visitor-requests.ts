import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validateContactRequest, validateSendToFriendRequest } from '../../../../domain/requests/visitor-requests';
import { orNotFound } from '../http-problems';
import { LOCALE, TEXT } from '../schemas/common-schemas';
import { siteScope } from '../site-scope';
import { parse, validatedForm } from '../validate';

const cityQuery = z.object({ q: TEXT.max(100).default(''), locale: LOCALE.optional() });

/**
 * The visitor endpoints of http-visitor-requests.ts: the contact form, send-to-a-friend (about an
 * estate of this site) and the city search. Each request is stored with its mails before the 204.
 */
export function visitorRequestRoutes(app: FastifyInstance): void {
  app.post('/contact-requests', async (request, reply) => {
    const contact = validatedForm(validateContactRequest, request.body);
    const { ports } = siteScope(request);
    if (contact.estateId !== undefined) orNotFound(await ports.catalogue.estate(contact.estateId), `estate ${contact.estateId}`);
    await ports.requests.contact(contact);
    return reply.code(204).send();
  });

  app.post('/send-to-friend', async (request, reply) => {
    const message = validatedForm(validateSendToFriendRequest, request.body);
    const { ports } = siteScope(request);
    orNotFound(await ports.catalogue.estate(message.estateId), `estate ${message.estateId}`);
    await ports.requests.sendToFriend(message);
    return reply.code(204).send();
  });

  app.get('/cities', async (request) => {
    const query = parse(cityQuery, request.query);
    const { ports, locale } = siteScope(request);
    return query.q.trim() === '' ? [] : ports.requests.searchCity(query.q, query.locale ?? locale);
  });
}
