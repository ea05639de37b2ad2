import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AlertRunOutcome, CatalogueHealth } from '../bridge/site-server';
import type { PageCacheResult } from './page-cache';

/** Methods labelled as they are; anything else a client invents is `OTHER` (bounded cardinality). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);

export type { PageCacheResult };

/**
 * Issue 21 item 4: the Prometheus metrics of one site server (prom-client), in a registry of its own. In `npm start`'s
 * cluster each worker keeps its own and the primary sums them on a scrape (ui/server/cluster-metrics.ts): counters and
 * histograms add up, pool connections add up, the outbox's figures (the same database seen by every worker) take the
 * largest. Every label has a bounded set of values: route ids, not URLs (ui/server/route-id.ts).
 */
export interface SiteMetrics {
  readonly registry: Registry;
  /** One answered request: its method, route id, status and duration. */
  request(method: string, route: string, status: number, seconds: number): void;
  pageCache(result: PageCacheResult): void;
  alertRun(outcome: AlertRunOutcome): void;
  /** What the embedded catalogue's database says on each scrape (outbox, pool); unset with API_BASE_URL. */
  watchCatalogue(health: () => Promise<CatalogueHealth>): void;
}

export function createSiteMetrics(): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route id (not URL) and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4.5, 10],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'site_page_cache_requests_total',
    help: 'Page requests the page cache answered (hit), let render (miss), answered with an older copy (stale) or with the copy another worker rendered (shared)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  for (const result of ['hit', 'miss', 'stale', 'shared'] satisfies PageCacheResult[]) pageCache.inc({ result }, 0);
  const refusals = new Counter({
    name: 'site_abuse_refusals_total',
    help: 'Posts refused with 429 by an abuse limit, by route id',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const alertRuns = new Counter({
    name: 'site_alert_runs_total',
    help: 'Runs of the alert scheduler: ran, skipped (another process held every lease) or failed',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  let health: (() => Promise<CatalogueHealth>) | undefined;
  /** One database look per scrape, shared by the gauges that read it. */
  let look: Promise<CatalogueHealth | undefined> | undefined;
  const read = () => {
    look ??= (health?.() ?? Promise.resolve(undefined)).catch(() => undefined).finally(() => setTimeout(() => (look = undefined), 0));
    return look;
  };
  new Gauge({
    name: 'site_outbox_due_mails',
    help: 'Mails due and not sent yet (the outbox depth)',
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const now = await read();
      if (now) this.set(now.outbox.due);
    },
  });
  new Gauge({
    name: 'site_outbox_oldest_unsent_age_seconds',
    help: 'How long the mail waiting longest has waited since it was due',
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const now = await read();
      if (now) this.set(now.outbox.oldestAgeSeconds);
    },
  });
  new Gauge({
    name: 'site_outbox_given_up_mails',
    help: 'Mails the dispatcher gave up on after its last attempt',
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const now = await read();
      if (now) this.set(now.outbox.givenUp);
    },
  });
  new Gauge({
    name: 'site_db_pool_connections',
    help: 'PostgreSQL pool connections of the workers: total, idle, and clients waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const pool = (await read())?.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  return {
    registry,
    request(method, route, status, seconds) {
      const statusClass = `${Math.floor(status / 100)}xx`;
      requests.observe({ method: METHODS.has(method) ? method : 'OTHER', route, status_class: statusClass }, seconds);
      if (status === 429) refusals.inc({ route });
    },
    pageCache: (result) => pageCache.inc({ result }),
    alertRun: (outcome) => alertRuns.inc({ outcome }),
    watchCatalogue(source) {
      health = source;
    },
  };
}
