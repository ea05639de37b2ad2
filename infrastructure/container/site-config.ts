import { availableParallelism } from 'node:os';
import { DEFAULT_ABUSE_POLICY, GUARDED_COMMANDS, type AbusePolicy, type CommandLimits } from '../../application/abuse-guard';
import { outboxTimingFromEnv, type OutboxTiming } from '../catalogue/mail/outbox-dispatcher';
import { originSettingsFromEnv, type OriginSettingsEnv } from '../catalogue/public-origin-env';

/** The site's settings, from the environment (ARCHITECTURE.md "Configuration"). */
export interface SiteConfig {
  readonly port: number;
  readonly host: string;
  /** An external backend implementing spec §7; unset = the embedded catalogue service. */
  readonly apiBaseUrl: string | undefined;
  readonly siteId: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly smtpUrl: string | undefined;
  /** Map tiles, `{z}/{x}/{y}` template; unset = the maps show the offline base map shipped with the site. */
  readonly tileUrl: string | undefined;
  /** TILE_ATTRIBUTION: the credit the tile provider requires, shown on the map with its tiles (HTML, as Leaflet takes it). */
  readonly tileAttribution: string | undefined;
  /**
   * Issue 20 item 2: PUBLIC_ORIGIN, the one public origin of every absolute link (pages, sitemap, mails, CLI); unset =
   * the site's own first public hostname (its settings), else the request's origin (pages) or `http://localhost:<PORT>`
   * (mails) for a site that names only local hostnames.
   */
  readonly publicOrigin: string | undefined;
  /** PUBLIC_ORIGIN, the local fallback and MAIL_FROM, as the mails of every process read them (public-origin-env.ts). */
  readonly origin: OriginSettingsEnv;
  /**
   * TRUST_PROXY: which proxies may tell the client's address (X-Forwarded-For) and scheme; Express's
   * `trust proxy` setting. `loopback` (default) trusts a proxy on the same machine; `false` trusts none
   * (the socket's address is the client's); a number trusts that many hops; else a list of addresses or CIDRs.
   */
  readonly trustProxy: boolean | number | string;
  /** WEB_CONCURRENCY: how many worker processes serve the site (default: one per core). */
  readonly workers: number;
  /** DEMO_ESTATES: size of the demo seeded into an empty embedded database on first start (default 2,000). */
  readonly demoEstates: number;
  /**
   * Issue 24: COMPLIANCE_TOKEN, the secret of the agency's compliance report (/agency/compliance, .json); unset or
   * shorter than 16 characters = no such page.
   */
  readonly complianceToken?: string | undefined;
  /** Issue 9 item 3: the abuse limits (README "Abuse limits"). */
  readonly abusePolicy: AbusePolicy;
  /** Issue 9 item 5: OUTBOX_LEASE_MS and OUTBOX_INTERVAL_MS, the mail outbox's lease and polling interval. */
  readonly outbox: OutboxTiming;
  /**
   * Issue 8, the page cache of each worker (ui/server/page-cache.ts): PAGE_CACHE_SECONDS, how long a rendered page
   * is served again at most (0 = off; default 30 on the embedded catalogue, whose writes invalidate it exactly, and
   * off with API_BASE_URL, whose changes we cannot see, unless set), and PAGE_CACHE_MB, its bound (default 8).
   */
  readonly pageCache: { readonly seconds: number; readonly megabytes: number };
  /** Issue 21 item 4, what an operator watches (README "Operate"). */
  readonly operate: OperateConfig;
}

export interface OperateConfig {
  /** METRICS_TOKEN: /metrics answers `Authorization: Bearer <token>`; unset = /metrics is 404. */
  readonly metricsToken: string | undefined;
  /** LOG_LEVEL: pino's level (fatal, error, warn, info, debug, trace, silent); default info, one line per request. */
  readonly logLevel: string;
  /** OUTBOX_STUCK_SECONDS: /readyz answers 503 when the oldest unsent mail has waited longer (0 = never). */
  readonly outboxStuckSeconds: number;
  /** SHUTDOWN_DELAY_MS: after SIGTERM, how long a worker still serves while /readyz says 503 (a load balancer's turn to notice). */
  readonly shutdownDelayMs: number;
  /** DRAIN_TIMEOUT_MS: then, how long it waits for the requests in flight before closing their connections. */
  readonly drainTimeoutMs: number;
}

/** Issue 21 item 4: the defaults of OUTBOX_STUCK_SECONDS, SHUTDOWN_DELAY_MS and DRAIN_TIMEOUT_MS. */
export const DEFAULT_OUTBOX_STUCK_SECONDS = 3600;
export const DEFAULT_SHUTDOWN_DELAY_MS = 0;
export const DEFAULT_DRAIN_TIMEOUT_MS = 10_000;

/** Issue 8: the page cache's defaults (PAGE_CACHE_SECONDS, PAGE_CACHE_MB). */
export const DEFAULT_PAGE_CACHE_SECONDS = 30;
export const DEFAULT_PAGE_CACHE_MB = 8;

/** `sendToFriend` → `SEND_TO_FRIEND`: the name of a command in its environment variables. */
const envName = (command: string): string => command.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();

function readCount(value: string | undefined, fallback: number): number {
  const count = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(count) && count >= 0 ? count : fallback;
}

/**
 * ABUSE_LIMITS=off turns every limit and bot trap off; FORM_MIN_FILL_MS sets the fill time; per command,
 * LIMIT_<COMMAND>_PER_CLIENT and LIMIT_<COMMAND>_PER_RECIPIENT set the count allowed per hour (0 = no limit).
 */
export function readAbusePolicy(env: NodeJS.ProcessEnv): AbusePolicy {
  const limits = Object.fromEntries(
    GUARDED_COMMANDS.map((command): [string, CommandLimits] => {
      const defaults = DEFAULT_ABUSE_POLICY.limits[command];
      const name = envName(command);
      return [
        command,
        {
          perClient: { ...defaults.perClient, max: readCount(env[`LIMIT_${name}_PER_CLIENT`], defaults.perClient.max) },
          perRecipient: { ...defaults.perRecipient, max: readCount(env[`LIMIT_${name}_PER_RECIPIENT`], defaults.perRecipient.max) },
        },
      ];
    }),
  ) as unknown as AbusePolicy['limits'];
  return {
    enabled: !/^(off|false|0|no)$/i.test(env.ABUSE_LIMITS ?? ''),
    minFillMs: readCount(env.FORM_MIN_FILL_MS, DEFAULT_ABUSE_POLICY.minFillMs),
    limits,
  };
}

function readTrustProxy(value: string | undefined): boolean | number | string {
  const text = (value ?? '').trim();
  if (text === '') return 'loopback';
  if (/^(false|no|0|off)$/i.test(text)) return false;
  if (/^(true|yes|on)$/i.test(text)) return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

function readWorkers(value: string | undefined): number {
  const n = Number((value ?? '').trim() || NaN);
  return Number.isInteger(n) && n >= 1 && n <= 64 ? n : availableParallelism();
}

function readDemoEstates(value: string | undefined): number {
  const n = Number((value ?? '').trim() || NaN);
  return Number.isInteger(n) && n >= 0 && n <= 1_000_000 ? n : 2000;
}

export function readSiteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const port = Number(env.PORT ?? 3000);
  const origin = originSettingsFromEnv(env);
  return {
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 3000,
    host: env.HOST || '0.0.0.0',
    apiBaseUrl: env.API_BASE_URL || undefined,
    siteId: env.SITE_ID || 'demo',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    tileUrl: env.TILE_URL || undefined,
    tileAttribution: (env.TILE_URL && env.TILE_ATTRIBUTION) || undefined,
    publicOrigin: origin.publicOrigin,
    origin,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    workers: readWorkers(env.WEB_CONCURRENCY),
    demoEstates: readDemoEstates(env.DEMO_ESTATES),
    complianceToken: (env.COMPLIANCE_TOKEN?.trim().length ?? 0) >= 16 ? env.COMPLIANCE_TOKEN?.trim() : undefined,
    abusePolicy: readAbusePolicy(env),
    outbox: outboxTimingFromEnv(env),
    pageCache: {
      seconds: readCount(env.PAGE_CACHE_SECONDS, env.API_BASE_URL ? 0 : DEFAULT_PAGE_CACHE_SECONDS),
      megabytes: readCount(env.PAGE_CACHE_MB, DEFAULT_PAGE_CACHE_MB),
    },
    operate: {
      metricsToken: env.METRICS_TOKEN?.trim() || undefined,
      logLevel: env.LOG_LEVEL?.trim().toLowerCase() || 'info',
      outboxStuckSeconds: readCount(env.OUTBOX_STUCK_SECONDS, DEFAULT_OUTBOX_STUCK_SECONDS),
      shutdownDelayMs: readCount(env.SHUTDOWN_DELAY_MS, DEFAULT_SHUTDOWN_DELAY_MS),
      drainTimeoutMs: readCount(env.DRAIN_TIMEOUT_MS, DEFAULT_DRAIN_TIMEOUT_MS),
    },
  };
}
