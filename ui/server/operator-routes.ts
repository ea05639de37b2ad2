import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { CatalogueHealth } from '../bridge/site-server';
import { METRICS_CONTENT_TYPE } from './cluster-metrics';

export interface OperatorOptions {
  /** METRICS_TOKEN: /metrics asks for `Authorization: Bearer <token>`; unset = /metrics is 404. */
  readonly metricsToken: string | undefined;
  /** The Prometheus text of this worker, or of the whole cluster (ui/server/cluster-metrics.ts). */
  readonly scrape: () => Promise<string>;
  /** True once SIGTERM arrived: the worker finishes what it holds and takes nothing new. */
  readonly draining: () => boolean;
  /** The embedded catalogue's database; unset with API_BASE_URL (no database of ours to wait for). */
  readonly health?: (() => Promise<CatalogueHealth>) | undefined;
  /** OUTBOX_STUCK_SECONDS: the oldest unsent mail older than this makes /readyz 503; 0 = the outbox is not looked at. */
  readonly outboxStuckSeconds: number;
  /** How long /readyz waits for the database before it calls it unreachable. */
  readonly databaseTimeoutMs?: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Whether `Authorization` carries exactly this bearer token (compared in constant time). */
function bearer(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(sha256(given), sha256(token));
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

type Readiness = { readonly ready: true; readonly detail: Record<string, unknown> } | { readonly ready: false; readonly reason: string };

async function readiness(options: OperatorOptions): Promise<Readiness> {
  if (options.draining()) return { ready: false, reason: 'draining: this worker is stopping (SIGTERM)' };
  if (!options.health) return { ready: true, detail: { backend: 'API_BASE_URL' } };
  let health: CatalogueHealth;
  try {
    health = await within(options.health(), options.databaseTimeoutMs ?? 2_000);
  } catch (error) {
    return { ready: false, reason: `database unreachable: ${(error as Error).message}` };
  }
  if (health.pendingMigrations > 0) return { ready: false, reason: `migrations pending: ${health.pendingMigrations}` };
  const { oldestAgeSeconds, due } = health.outbox;
  if (options.outboxStuckSeconds > 0 && oldestAgeSeconds > options.outboxStuckSeconds) {
    return { ready: false, reason: `outbox stuck: the oldest of ${due} unsent mails has waited ${Math.round(oldestAgeSeconds)} s (OUTBOX_STUCK_SECONDS ${options.outboxStuckSeconds})` };
  }
  return { ready: true, detail: { database: 'ok', migrations: 'done', outbox: { due, oldestAgeSeconds: Math.round(oldestAgeSeconds) } } };
}

/**
 * Issue 21 item 4: what an operator and a load balancer ask the site.
 * - `/healthz`: the process answers (200); touches nothing else, so a slow database never gets a live worker killed.
 * - `/readyz`: whether to send it traffic: 200, or 503 with `{ reason }` while it drains after SIGTERM, when the
 *   database does not answer within 2 s, has migrations to run, or its outbox is stuck.
 * - `/metrics`: Prometheus text, with `Authorization: Bearer $METRICS_TOKEN`; 404 when no token is configured.
 * While the worker drains, every answer says `Connection: close`, so keep-alive clients reconnect elsewhere.
 */
export function operatorRoutes(options: OperatorOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (options.draining()) res.setHeader('Connection', 'close');
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/healthz') {
      res.setHeader('Cache-Control', 'no-store');
      return void res.json({ status: 'alive' });
    }
    if (req.path === '/readyz') {
      res.setHeader('Cache-Control', 'no-store');
      return void readiness(options).then((state) =>
        state.ready ? res.json({ status: 'ready', ...state.detail }) : res.status(503).json({ status: 'not ready', reason: state.reason }),
      );
    }
    if (req.path === '/metrics') {
      res.setHeader('Cache-Control', 'no-store');
      if (!options.metricsToken) return void res.status(404).json({ error: 'Not Found' });
      if (!bearer(req.get('authorization'), options.metricsToken)) {
        return void res.status(401).setHeader('WWW-Authenticate', 'Bearer realm="metrics"').json({ error: 'Unauthorized' });
      }
      return void options.scrape().then(
        (text) => res.type(METRICS_CONTENT_TYPE).send(text),
        (error: Error) => next(error),
      );
    }
    next();
  };
}
