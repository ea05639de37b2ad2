import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validateFollowed, validateNewSubscription, validateSubscriptionRequest } from '../../../../domain/requests/visitor-requests';
import { NotFound, orNotFound } from '../http-problems';
import { SITE_ID, TOKEN } from '../schemas/common-schemas';
import { siteScope } from '../site-scope';
import { parse, validatedForm } from '../validate';

const tokenParams = z.object({ siteId: SITE_ID, token: TOKEN });

/** §1 keep-me-informed: subscribe (201 with the token), read, edit and remove by the unguessable token. */
export function subscriptionRoutes(app: FastifyInstance): void {
  app.post('/subscriptions', async (request, reply) => {
    const subscription = validatedForm(validateNewSubscription, request.body);
    return reply.code(201).send(await siteScope(request).ports.requests.subscribe(subscription));
  });

  app.get('/subscriptions/:token', async (request) => {
    const { token } = parse(tokenParams, request.params);
    return orNotFound(await siteScope(request).ports.requests.subscription(token), 'subscription');
  });

  app.put('/subscriptions/:token', async (request) => {
    const { token } = parse(tokenParams, request.params);
    const criteria = validatedForm(validateSubscriptionRequest, request.body);
    return orNotFound(await siteScope(request).ports.requests.editSubscription(token, criteria), 'subscription');
  });

  // Issue 11 double opt-in: the token of the confirmation mail activates the subscription.
  app.post('/subscription-confirmations/:token', async (request) => {
    const { token } = parse(tokenParams, request.params);
    return orNotFound(await siteScope(request).ports.requests.confirmSubscription(token), 'subscription');
  });

  // Issue 11: the favourites a subscription follows.
  app.put('/subscriptions/:token/followed', async (request) => {
    const { token } = parse(tokenParams, request.params);
    const followed = validatedForm(validateFollowed, request.body);
    return orNotFound(await siteScope(request).ports.requests.followEstates(token, followed), 'subscription');
  });

  app.delete('/subscriptions/:token', async (request, reply) => {
    const { token } = parse(tokenParams, request.params);
    if (!(await siteScope(request).ports.requests.unsubscribe(token))) throw new NotFound('subscription');
    return reply.code(204).send();
  });
}
