import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { accessLineId, accessLog, type SiteLog } from '../bridge/site-server';
import { routeIdOf } from './route-id';
import type { SiteMetrics } from './site-metrics';

/** The request id of this request (ui/server/request-log.ts), for whatever logs about it. */
export const requestIdOf = (res: Response): string | undefined => res.locals.requestId as string | undefined;

/**
 * Issue 21 item 4: every request gets an id, the incoming X-Request-Id when it is fit for a log line (accessLineId),
 * else a new UUID, which the answer carries as `X-Request-Id`; when it ends (or its connection closes first) one line
 * is logged at info (method, route id, status, duration in ms, request id) and the latency histogram observes it.
 * Never the path or the query: a personal page's path carries a visitor's token, a query may carry an e-mail address.
 */
export function requestLog({ log, metrics }: { readonly log: SiteLog; readonly metrics: SiteMetrics }) {
  const line = accessLog(log);
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    // Read now: a router mounted on a path (/assets) strips it from req.url while it handles the request.
    const route = routeIdOf(req.path);
    const incoming = req.get('x-request-id');
    const id = incoming !== undefined && accessLineId(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.setHeader('X-Request-Id', id);
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // A connection closed before the answer ended: logged as the client's, 499 as nginx says it.
      const status = res.writableFinished ? res.statusCode : 499;
      metrics.request(req.method, route, status, ms / 1000);
      line({ reqId: id, method: req.method, route, status, ms: Math.round(ms * 10) / 10 });
    };
    res.once('finish', done);
    res.once('close', done);
    next();
  };
}
