import { fork } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { debuglog } from 'node:util';
import { createSiteLog, prepareSiteDatabase, type SiteConfig } from '../bridge/primary';
import { answerMetricsRequests } from './cluster-metrics';
import { holdSharedPages } from './shared-page-store';
import { DATABASE_PREPARED, JOBS_ROLE, PREPARE_ROLE, WAITING_FOR_DATABASE, wallClock } from './roles';

/** `NODE_DEBUG=site`: each step of the start, with its process id (the tests read the order of the steps). */
const trace = debuglog('site');

export interface PrimaryOptions {
  readonly config: SiteConfig;
  /** When the start began (performance.now()), for the cold start the ready line prints; default the process start. */
  readonly startedAt?: number;
  /** The script the preparing process runs (ui/server/start.mjs, which calls prepareAndExit there); default this one. */
  readonly entry?: string;
}

/**
 * In the process the primary forks with PREPARE_ROLE (ui/server/start.mjs): migrates the embedded database and
 * seeds the demo when there is no site, sends the primary what the database holds, and exits. Its memory goes with it.
 */
export async function prepareAndExit(config: SiteConfig): Promise<void> {
  const holds = await prepareSiteDatabase(config);
  // With the wall-clock time: under a full stderr pipe, lines of several processes may not arrive in the order written.
  trace('database prepared at %d', wallClock());
  // Exits by itself once its output is written (process.exit could drop what stderr has not yet written to a full
  // pipe); a handle left open would keep it a moment longer, never more than a second.
  process.send!(holds, () => {
    process.disconnect();
    setTimeout(() => process.exit(0), 1000).unref();
  });
}

/**
 * The database prepared once, before any worker opens it, in a process of its own: the migrations, the seed and the
 * SQL drivers would otherwise stay in the primary's memory for its whole life (issue 8: RSS).
 */
function prepareInChild(entry: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = fork(entry, process.argv.slice(2), { env: { ...process.env, [PREPARE_ROLE]: '1' }, execArgv: process.execArgv, stdio: 'inherit' });
    child.once('message', (holds) => resolve(String(holds)));
    child.once('error', reject);
    // After its message, a settled promise ignores this.
    child.once('exit', (code, signal) => reject(new Error(`Preparing the database failed (${signal ?? `exit code ${code}`}).`)));
  });
}

/**
 * The V8 flags of each worker (issue 8: RSS of all processes idle and after 10,000 requests; measured on the load
 * mix, cache off and on, with /proc/<pid>/smaps_rollup and v8.getHeapSpaceStatistics() in a worker):
 * - a bounded old generation (issue 9 item 6): left to itself V8 lets a busy server's heap grow to gigabytes of
 *   garbage before collecting; a worker's live set (≈ 25 MB) is far below it, and so is any hostile traffic's;
 * - a young generation of 4 MB a semi-space (V8's default grows it to 16): the site's start already fills it, so
 *   each MB of it is resident from the first page on, idle included (−8 MB a worker against 8 MB a semi-space);
 * - old-generation growth of 20 % over the live set after each full collection, instead of V8's own factor
 *   (up to 4 ×, ≈ 1.8 × here): a worker under load held 50 MB of old space for 27 MB live, now ≈ 38 MB.
 * Together (with MALLOC_ARENA_MAX=2): page cache off, 3,000 requests of the load mix, RSS of all processes after
 * them 348–350 → 311 MB; CPU per rendered page between 10 % less and 8 % more (two busy-machine pairs 14.7–15.3
 * against 16.4–16.6 ms; three quieter ones 14.6–15.4 against 13.5–14.1 ms): more major collections, paid on
 * page-cache misses only.
 */
export function workerHeapFlags(env: NodeJS.ProcessEnv): string[] {
  const growth = env.SITE_HEAP_GROWTH_PERCENT || '20';
  return [
    `--max-old-space-size=${env.SITE_HEAP_MB || 384}`,
    `--max-semi-space-size=${env.SITE_SEMI_SPACE_MB || 4}`,
    // 0: V8's own growth factor.
    ...(growth === '0' ? [] : [`--heap-growing-percent=${growth}`]),
  ];
}

/**
 * What each worker's environment adds: glibc's allocator keeps at most two arenas (MALLOC_ARENA_MAX, read by
 * glibc when the process starts, so it is set here for the workers, not in their code). By default every thread
 * that allocates (libuv's pool, V8's helpers) gets its own, and each keeps its freed memory: ≈ 5 MB a worker idle
 * and 8 under load. An operator's own MALLOC_ARENA_MAX wins.
 */
export function workerEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  return { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2' };
}

const n = (value: number) => value.toLocaleString('en-GB');

function mailDestination(config: SiteConfig): string {
  if (config.smtpUrl) return `SMTP ${new URL(config.smtpUrl).host}`;
  return `.eml files in ${config.dataDir === ':memory:' ? './data' : config.dataDir}/outbox`;
}

/**
 * The primary of `npm start` (issue 8 item 4), built as its own small bundle (build/primary/primary.js) that
 * loads none of the site: it forks WEB_CONCURRENCY workers that share the port (one of them runs the mail outbox and the
 * alerts) and, at the same time, a process that prepares the embedded database once (migrations, the demo seed;
 * prepareAndExit). Each worker loads the site meanwhile and opens the database only when the primary says it is
 * prepared (issue 8: cold start). A worker that dies is replaced. SIGTERM or SIGINT: every worker stops accepting, finishes its requests, then all exit.
 */
export async function runPrimary(options: PrimaryOptions): Promise<void> {
  const { config } = options;
  // Issue 21 item 4: the primary logs as the workers do, one JSON object a line.
  const log = createSiteLog({ level: config.operate.logLevel });
  // Issue 21 item 4: a scrape of /metrics reaches one worker, which asks here for every worker's metrics, summed.
  const answerMetrics = answerMetricsRequests();
  // Issue 23 item 3: one rendered copy of each page for all the workers (their page caches ask here before rendering).
  const holdPages = config.pageCache.seconds > 0 && config.pageCache.megabytes > 0 ? holdSharedPages(config.pageCache.megabytes * 1024 * 1024) : undefined;
  const prepared = config.apiBaseUrl ? Promise.resolve(`backend ${config.apiBaseUrl}`) : prepareInChild(options.entry ?? process.argv[1]!);
  prepared.catch((error: Error) => {
    log.fatal({ err: error }, error.message);
    void shutDown(1);
  });
  let stopping = false;
  let ready = false;
  let listening = 0;
  const fork = (runsJobs: boolean): Worker => {
    const worker = cluster.fork({ [JOBS_ROLE]: runsJobs ? '1' : '0', ...workerEnvironment(process.env) });
    answerMetrics(worker);
    holdPages?.(worker);
    worker.on('message', (message) => {
      if (message === WAITING_FOR_DATABASE) void prepared.then(() => worker.isConnected() && worker.send(DATABASE_PREPARED), () => undefined);
    });
    worker.once('listening', async (address: AddressInfo) => {
      const holds = await prepared;
      if (ready || ++listening < config.workers) return;
      ready = true;
      const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
      const mail = config.apiBaseUrl ? '' : `; mail: ${mailDestination(config)}`;
      log.info(
        `Site '${config.siteId}' ready on http://${host}:${address.port} in ${((performance.now() - (options.startedAt ?? 0)) / 1000).toFixed(2)} s: ` +
          `${holds}; ${n(config.workers)} worker${config.workers === 1 ? '' : 's'}${mail}`,
      );
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      if (!ready) {
        log.fatal({ workerPid: worker.process.pid, code, signal }, `A worker stopped before the site was ready (${signal ?? `exit code ${code}`}); giving up.`);
        void shutDown(1);
        return;
      }
      log.error({ workerPid: worker.process.pid, code, signal }, `A worker stopped (${signal ?? `exit code ${code}`}); starting another.`);
      fork(runsJobs);
    });
    return worker;
  };
  const shutDown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log.info({ code }, 'Stopping: every worker drains (SIGTERM), then exits');
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((done) => {
            worker.once('exit', () => done());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    process.exit(code);
  };
  // Each worker's heap bounds (workerHeapFlags; issue 8: RSS, issue 9 item 6).
  // Messages in V8's serialization: a page's bytes travel as bytes (JSON would spell each as a number).
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...workerHeapFlags(process.env)], serialization: 'advanced' });
  for (let i = 0; i < config.workers; i++) fork(i === 0);
  process.on('SIGTERM', () => void shutDown(0));
  process.on('SIGINT', () => void shutDown(0));
}
