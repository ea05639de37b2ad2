import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { HONEYPOT_FIELD, STARTED_FIELD } from '../../application/abuse-guard';
import type { Core } from '../../application/core';
import type { PageResult } from '../../application/pages/page-result';
import type { Submission } from '../../application/use-cases/submission';
import { isGrouping } from '../../domain/grouping/grouping';
import { isLocale, type Locale } from '../../domain/shared/locale';
import { asSearchBody, searchBodySchema } from '../bridge/site-server';

const MAX_QUERY = 100;
const ESTATE_ID = /^[1-9]\d{0,9}$/;

const badRequest = (res: Response, fields: Record<string, string>) => res.status(400).json({ error: 'Bad Request', fields });

const stringField = (body: Record<string, unknown>, name: string): string | undefined => (typeof body[name] === 'string' ? body[name] : undefined);

/** The outcome of a form as HTTP: 200, 400 with field errors, 404 or 409. */
function answer(res: Response, result: Submission<unknown>): void {
  if (result.ok) res.status(200).json({ ok: true, value: result.value });
  else if (result.reason === 'invalid') badRequest(res, result.errors);
  else if (result.reason === 'not_found') res.status(404).json({ error: 'Not Found' });
  // Issue 9: a bot is not told it was caught; over a limit, the visitor is told when to try again.
  else if (result.reason === 'dropped') res.status(200).json({ ok: true });
  else if (result.reason === 'refused') res.status(429).setHeader('Retry-After', String(result.retryAfterSeconds)).json({ error: 'Too Many Requests', retryAfter: result.retryAfterSeconds });
  else res.status(409).json({ error: 'Conflict', reason: result.conflict });
}

/** A query's answer as JSON: the value, 404, or 503 when the backend failed (§8). */
function found(res: Response, result: PageResult<unknown>): void {
  if (result.kind === 'page') res.json(result.view);
  else if (result.kind === 'unavailable') res.status(503).setHeader('Retry-After', '30').json({ error: 'Service Unavailable' });
  else res.status(404).json({ error: 'Not Found' });
}

/**
 * §7 ajax routes under /{lang}/ajax/: JSON in, JSON out, every input validated (400 with field errors), each
 * one query or command of the core. Forms accept JSON or classic form posts.
 */
export function ajaxRoutes(core: Core): Router {
  const router = express.Router({ mergeParams: true });
  router.use(express.json({ limit: '64kb' }), express.urlencoded({ extended: false, limit: '64kb' }));

  const withLocale = (handler: (req: Request, res: Response, locale: Locale) => Promise<void>) => async (req: Request, res: Response) => {
    const lang = req.params.lang;
    if (!isLocale(lang)) {
      res.status(404).json({ error: 'Not Found' });
      return;
    }
    await handler(req, res, lang);
  };
  const estateId = (req: Request, res: Response): number | undefined => {
    const id = String(req.params.estateId);
    if (ESTATE_ID.test(id)) return Number(id);
    badRequest(res, { estateId: 'invalid' });
    return undefined;
  };

  router.get(
    '/search-city',
    withLocale(async (req, res, locale) => {
      const q = req.query.q;
      if (typeof q !== 'string' || q.trim() === '') return void badRequest(res, { q: 'required' });
      if (q.length > MAX_QUERY) return void badRequest(res, { q: 'too_long' });
      res.json(await core.queries.searchCity({ locale, q }));
    }),
  );
  router.get(
    '/estate/:estateId',
    withLocale(async (req, res, locale) => {
      const id = estateId(req, res);
      if (id !== undefined) found(res, await core.queries.estate({ locale, estateId: id }));
    }),
  );
  router.get(
    '/similar-estate/:estateId',
    withLocale(async (req, res, locale) => {
      const id = estateId(req, res);
      if (id !== undefined) found(res, await core.queries.similarEstates({ locale, estateId: id }));
    }),
  );

  // The browser's searches after load ("load more", map markers, favourites): a §7 search body, validated like
  // the catalogue service validates it, answered card-sized with §5 applied by the core; `?grouping=` (§9, the
  // list's) puts each card in its group, `?markers=1` gives each its map marker (§3).
  router.post(
    '/search',
    withLocale(async (req, res, locale) => {
      const parsed = searchBodySchema.safeParse(req.body);
      const { grouping, markers } = req.query;
      if (grouping !== undefined && !isGrouping(grouping)) return void badRequest(res, { grouping: 'invalid' });
      if (markers !== undefined && markers !== '1') return void badRequest(res, { markers: 'invalid' });
      if (!parsed.success) return void badRequest(res, { body: 'invalid' });
      found(res, await core.queries.search({ locale, body: asSearchBody(parsed.data), grouping, markers: markers === '1' }));
    }),
  );

  const form = (command: 'contact' | 'sendToFriend' | 'subscribe') =>
    withLocale(async (req, res, locale) => {
      const body = typeof req.body === 'object' && req.body !== null ? req.body : {};
      const client = { address: req.ip, honeypot: stringField(body, HONEYPOT_FIELD), startedAt: stringField(body, STARTED_FIELD) };
      answer(res, await core.commands[command]({ ...body, locale, client }));
    });
  router.post('/contact-form-handler', form('contact'));
  router.post('/send-to-a-friend', form('sendToFriend'));
  router.post('/notifications', form('subscribe'));

  router.use((_req: Request, res: Response) => void res.status(404).json({ error: 'Not Found' }));
  // A body that is not JSON or too large is the visitor's mistake: 400 or 413, never a 500.
  router.use((error: { status?: number }, _req: Request, res: Response, next: NextFunction) => {
    if (error.status === 413) return void res.status(413).json({ error: 'Payload Too Large' });
    if (error.status === 400) return void res.status(400).json({ error: 'Bad Request', fields: { body: 'invalid' } });
    next(error);
  });
  return router;
}
