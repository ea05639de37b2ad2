import { pino, stdSerializers, type DestinationStream, type Logger as Pino } from 'pino';
import type { Logger } from '../../application/ports/logger';

/**
 * Issue 21 item 4: the server's structured logs, one JSON object a line (pino). A visitor's e-mail address or phone
 * number is never written: fields that carry them are censored by name (`redact`), and any text that reaches the log
 * (a message, an error's message, a backend's answer quoted in an error) has what looks like one replaced.
 */
export type SiteLog = Pino;

/** Field names whose value is a visitor's contact detail or a secret, at any of the first three levels. */
const SECRET_FIELDS = ['email', 'phone', 'mobile', 'telephone', 'recipient', 'replyTo', 'reply_to', 'to', 'authorization', 'cookie', 'token'];
const REDACT_PATHS = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
/** +32 470 12 34 56, 0032 9 123 45 67, 0470/12.34.56, 09 123 45 67: a 0 or a +, then at least 8 more digits. */
const PHONE = /(?<![\w-])(?:\+\d{1,3}[\s./-]?|0)\d(?:[\s./()-]{0,2}\d){7,11}(?![\w-])/g;

/** `text` with every e-mail address and phone number in it replaced. */
export function withoutContactDetails(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(PHONE, '[phone]');
}

/** The same value with every string in it passed through withoutContactDetails (objects and arrays copied, up to 5 levels). */
function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return withoutContactDetails(value);
  if (value === null || typeof value !== 'object' || depth > 5 || value instanceof Error || Buffer.isBuffer(value)) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrub(item, depth + 1)]));
}

export interface SiteLogOptions {
  /** LOG_LEVEL: fatal, error, warn, info (default), debug, trace or silent. */
  readonly level?: string | undefined;
  /**
   * Where the lines go; default standard output, written asynchronously (pino's default). Not synchronously: that
   * saved a page-cache hit ≈ 20 µs of CPU when standard output was a file, but on a pipe whose reader lags (the
   * benchmark's, a busy journald) every worker waited on it, and the cached mix fell from 0.86× to 0.46× of a bare
   * node:http cluster (issue 23 item 3, `BENCH_ONLY=cache npm run bench:web`).
   */
  readonly destination?: DestinationStream;
}

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

export function createSiteLog({ level, destination }: SiteLogOptions = {}): SiteLog {
  return pino(
    {
      level: level && LEVELS.has(level) ? level : 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: (error: Error) => scrub(stdSerializers.err(error)) as ReturnType<typeof stdSerializers.err> },
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => scrub(object) as Record<string, unknown>,
      },
      hooks: {
        // The message itself (pino's last string argument) and any printf-style argument.
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === 'string' ? withoutContactDetails(arg) : arg)) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

/** One request line: its id, method, route id (never its path), status and duration. */
export interface AccessLine {
  readonly reqId: string;
  readonly method: string;
  readonly route: string;
  readonly status: number;
  readonly ms: number;
}

/**
 * The request lines of `log` (ui/server/request-log.ts): method, route id, status, duration and request id, none of
 * them a visitor's (the request id is kept only when it has no contact detail in it, accessLineId), so written without
 * the redaction and scrubbing every other line passes through (issue 23 item 3: a page-cache hit costs a worker
 * ≈ 300 µs of CPU; its request line ≈ 40 µs of it with them, about half without).
 */
export function accessLog(log: SiteLog): (line: AccessLine) => void {
  const lines = log.child({}, { redact: [], formatters: { log: (object) => object } });
  return (line) => lines.info(line, 'request');
}

/** An incoming request id fit for the access lines: short, characters safe in a log, and no contact detail in it. */
export function accessLineId(id: string): boolean {
  return /^[\w.:@/+=-]{8,128}$/.test(id) && withoutContactDetails(id) === id;
}

/** The application's Logger port (§8 "error logged") on the site's log. */
export function loggerPort(log: SiteLog): Logger {
  return {
    error(message, detail) {
      if (detail === undefined) log.error(message);
      else if (detail instanceof Error) log.error({ err: detail }, message);
      else log.error({ detail }, message);
    },
  };
}
