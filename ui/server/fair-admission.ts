import type { NextFunction, Request, Response } from 'express';

/**
 * Issue 23 (p99 when the page cache misses): how many waiting page renders one turn of the event loop starts.
 *
 * Node reads every socket that is ready in one turn of its loop, and each page request read started its render at
 * once: about 7 ms of synchronous work each. At 50 connections a worker's turn was 25–50 renders, 0.2–0.4 s, and the
 * connections opened meanwhile were taken in one a turn (the cluster's round robin hands a worker its connections
 * one after another, each acknowledged in a later turn): the last of 50 new connections waited 5–10 s for its first
 * page while the others were answered in 0.3 s. Renders now wait in arrival order and each turn starts at most this
 * many: a turn is a few renders long, connections and other I/O are taken every few tens of milliseconds, and no
 * request waits behind later ones. Everything else (assets, page-cache hits, ajax, health) is answered as it comes.
 *
 * Measured (`BENCH_ONLY=load npm run bench:web`, the mix uncached at 50 connections, SQLite, 2 workers): p99 4.2 s →
 * 0.6 s and 101 → 151 req/s; 50 connections on one uncached list page: the slowest first answer 4.8–5.6 s → 1.4–1.8 s
 * (1 a turn gave the same as 2). The cached mix is unchanged (3,389–3,472 req/s, 0.81× a bare node:http cluster).
 */
export const RENDERS_PER_TURN = 2;

type Handler = (req: Request, res: Response, next: NextFunction) => unknown;

/**
 * The handler, with requests started in arrival order, at most `perTurn` each turn of the event loop (in its check
 * phase: after the turn has read the sockets that were ready, before the next one reads them again).
 */
export function fairAdmission(handle: Handler, perTurn = RENDERS_PER_TURN): Handler {
  const waiting: (Parameters<Handler> | undefined)[] = [];
  let head = 0;
  let scheduled = false;
  const turn = () => {
    scheduled = false;
    let started = 0;
    while (started < perTurn && head < waiting.length) {
      const [req, res, next] = waiting[head]!;
      waiting[head++] = undefined;
      // A visitor who left while it waited: nothing to render (its access log line says 499).
      if (res.destroyed) continue;
      started++;
      // Outside Express's own call now: what the handler throws or rejects goes to the error handlers, as Express does.
      try {
        const result = handle(req, res, next);
        if (result instanceof Promise) result.catch(next);
      } catch (error) {
        next(error);
      }
    }
    if (head < waiting.length) return schedule();
    waiting.length = 0;
    head = 0;
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(turn);
  };
  return (req, res, next) => {
    waiting.push([req, res, next]);
    schedule();
  };
}
