import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Clock } from '../../../application/ports/clock';
import type { Logger } from '../../../application/ports/logger';
import { runAlerts, type AlertRunReport } from '../../../application/use-cases/alerts/run-alerts';
import { VisibleCatalogue } from '../../../application/visible-catalogue';
import type { SqlCatalogue } from '../sql/sql-catalogue';

export interface AlertScheduler {
  /** One run over every site; a site whose lease another worker holds is skipped (ran: false). */
  runOnce(): Promise<ReadonlyMap<string, AlertRunReport>>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/** Default interval of the in-process scheduler: "immediately" means within a minute. */
export const ALERT_INTERVAL_MS = 60_000;

/**
 * Issue 11: the alert scheduler of the catalogue. In-process by default (every worker may run one: the lease
 * row per site in the database lets one run at a time); `npm run catalogue:alerts` runs it once from cron.
 */
export interface AlertSchedulerOptions {
  readonly catalogue: SqlCatalogue;
  readonly clock: Clock;
  readonly logger?: Logger;
  /** Issue 21 item 4 (metrics): told after each run whether it ran, found every site's lease held elsewhere, or failed. */
  readonly onRun?: (outcome: AlertRunOutcome) => void;
}

export type AlertRunOutcome = 'ran' | 'skipped' | 'failed';

export function createAlertScheduler(options: AlertSchedulerOptions): AlertScheduler {
  const { catalogue, clock } = options;
  const logger = options.logger ?? { error: (message: string, detail?: unknown) => console.error(message, detail) };
  const holder = `${hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;
  let running: Promise<ReadonlyMap<string, AlertRunReport>> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function runAll(): Promise<ReadonlyMap<string, AlertRunReport>> {
    const reports = new Map<string, AlertRunReport>();
    for (const siteId of await catalogue.siteIds()) {
      const { catalogue: estates, directory } = catalogue.forSite(siteId);
      const { alerts, history } = catalogue.alertsForSite(siteId);
      // §5: the digests show what the site's visitors may see, through the same decorator as the core's queries.
      reports.set(siteId, await runAlerts({ alerts, history, catalogue: new VisibleCatalogue(estates, directory), clock, logger }, { holder }));
    }
    return reports;
  }

  const runOnce = () => {
    running ??= runAll()
      .then(
        (reports) => {
          options.onRun?.([...reports.values()].some((report) => report.ran) ? 'ran' : 'skipped');
          return reports;
        },
        (error: unknown) => {
          options.onRun?.('failed');
          throw error;
        },
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    runOnce,
    start(intervalMs) {
      if (timer || intervalMs <= 0) return;
      timer = setInterval(() => {
        runOnce().catch((error: unknown) => logger.error('Alerts: the run failed; the next one resumes', error));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
