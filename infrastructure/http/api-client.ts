import { LRUCache } from 'lru-cache';
import { ApiError, ApiTimeoutError } from './api-error';
import {
  ACCEPT_LANGUAGE_HEADER,
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  CONTENT_TYPE_HEADER,
  JSON_CONTENT_TYPE,
  SITE_ID_HEADER,
} from './api-headers';
import { readResponse, toApiError } from './api-response';
import { requestDeadline } from './request-deadline';
import type { ResponseMode } from './api-response';

/** Where a failed POST's response body goes (spec §8); console.error by default. */
export type ApiLogger = (message: string, ...details: unknown[]) => void;

export interface ApiClientConfig {
  /** Base path of the spec §7 backend, e.g. `https://api.example.com/v1`; paths are joined to it. */
  readonly baseUrl: string;
  /** Sent as the site id header on every request. */
  readonly siteId: string | number;
  /** Budget of one call, retry included; default 10 s. */
  readonly timeoutMs?: number;
  /** Defaults to the global fetch; a runtime may pass its own (e.g. with a keep-alive agent). */
  readonly fetch?: typeof fetch;
  readonly logger?: ApiLogger;
  /**
   * RFC 5861 `stale-if-error` for reads (GETs and read-only POSTs such as the estate search): when the backend
   * fails (a network error, the deadline, a 5xx), the last good answer to the same call, if it is at most
   * `maxAgeMs` old, is served instead. At most `maxEntries` answers are kept (least recently used leave first).
   */
  readonly staleIfError?: { readonly maxEntries: number; readonly maxAgeMs: number };
  /** The clock of the stale cache (tests). */
  readonly now?: () => number;
}

export interface GetOptions {
  /** Sent as accept-language when given. */
  readonly locale?: string;
  readonly signal?: AbortSignal;
  /** The client marker header; on by default, off for the §7 estate-collection call without it. */
  readonly clientHeader?: boolean;
}

export interface PostOptions {
  /** Extra headers, e.g. PROPERTY_SOFTWARE_CLIENT_HEADER for the estate search. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /** A POST that only reads (a search): its answer may be served stale when the backend fails. */
  readonly read?: boolean;
}

export interface RequestOptions {
  readonly signal?: AbortSignal;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const NOT_CONFIGURED_MESSAGE = 'Api is not configured';

interface ResolvedConfig {
  readonly baseUrl: string;
  readonly siteId: string;
  readonly timeoutMs: number;
  readonly fetch: typeof fetch;
  readonly logger: ApiLogger;
  readonly stale: StaleCache | undefined;
}

interface StaleEntry {
  readonly at: number;
  readonly value: unknown;
}

interface StaleCache {
  readonly entries: LRUCache<string, StaleEntry>;
  readonly maxAgeMs: number;
  readonly now: () => number;
}

/** Failures a stale answer may stand in for (RFC 5861 §4): no answer, or a 5xx. */
function isBackendFailure(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return false; // the caller gave up: nothing to answer
  if (error instanceof ApiError) return error.status >= 500;
  return (error as { name?: unknown } | null)?.name === 'TypeError' || (error as { name?: unknown } | null)?.name === 'AbortError' || (error as { name?: unknown } | null)?.name === 'TimeoutError';
}

interface Call {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly mode: ResponseMode;
  readonly signal?: AbortSignal | undefined;
  /** Only idempotent reads are retried, and only once, after a network error. */
  readonly retryOnNetworkError?: boolean;
  readonly logErrorBody?: boolean;
  /** A read whose last good answer may be served when the backend fails. */
  readonly cacheable?: boolean;
}

/** The spec §7 backend API client: one instance per runtime, configured once with base URL and site id. */
export class ApiClient {
  private config: ResolvedConfig | undefined;

  configure(config: ApiClientConfig): void {
    const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    if (!(timeoutMs > 0) || !Number.isFinite(timeoutMs)) {
      throw new RangeError(`timeoutMs must be a positive number, got ${timeoutMs}`);
    }
    this.config = {
      baseUrl: config.baseUrl,
      siteId: String(config.siteId),
      timeoutMs,
      fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      logger: config.logger ?? ((message, ...details) => console.error(message, ...details)),
      stale: config.staleIfError && {
        entries: new LRUCache({ max: config.staleIfError.maxEntries }),
        maxAgeMs: config.staleIfError.maxAgeMs,
        now: config.now ?? Date.now,
      },
    };
  }

  /** Parsed JSON when the response is JSON, otherwise the raw Response (ask for `get<Response>`); 204 gives undefined. */
  get<T>(path: string, options: GetOptions = {}): Promise<T> {
    const headers: Record<string, string> = {};
    if (options.clientHeader !== false) headers[CLIENT_HEADER] = CLIENT_HEADER_VALUE;
    if (options.locale) headers[ACCEPT_LANGUAGE_HEADER] = options.locale;
    const call = { method: 'GET', path, headers, mode: 'json-or-raw', signal: options.signal } as const;
    return this.send<T>({ ...call, retryOnNetworkError: true, cacheable: true });
  }

  /** Parsed JSON, or undefined for 204 or an empty body. A failure logs the response body, then throws. */
  post<T>(path: string, body: unknown, options: PostOptions = {}): Promise<T> {
    const headers = { ...options.headers, [CONTENT_TYPE_HEADER]: JSON_CONTENT_TYPE };
    const call = { method: 'POST', path, headers, body: JSON.stringify(body), mode: 'json' } as const;
    return this.send<T>({ ...call, signal: options.signal, logErrorBody: true, cacheable: options.read === true });
  }

  /** Parsed JSON, or undefined for 204 or an empty body. */
  put<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    const headers = { [CONTENT_TYPE_HEADER]: JSON_CONTENT_TYPE };
    return this.send<T>({ method: 'PUT', path, headers, body: JSON.stringify(body), mode: 'json', signal: options.signal });
  }

  /** Like get: parsed JSON, the raw Response, or undefined for 204. */
  delete<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.send<T>({ method: 'DELETE', path, headers: {}, mode: 'json-or-raw', signal: options.signal });
  }

  private async send<T>(call: Call): Promise<T> {
    const config = this.config;
    if (!config) throw new Error(NOT_CONFIGURED_MESSAGE);
    const stale = call.cacheable ? config.stale : undefined;
    if (!stale) return this.fetchOnce<T>(config, call);
    const key = `${call.method} ${call.path} ${call.headers[ACCEPT_LANGUAGE_HEADER] ?? ''} ${call.body ?? ''}`;
    try {
      const value = await this.fetchOnce<T>(config, call);
      if (!(value instanceof Response)) stale.entries.set(key, { at: stale.now(), value });
      return value;
    } catch (error) {
      const entry = stale.entries.get(key);
      if (!entry || stale.now() - entry.at > stale.maxAgeMs || !isBackendFailure(error, call.signal)) throw error;
      config.logger(`Serving a stale answer (${Math.round((stale.now() - entry.at) / 1000)} s old): ${(error as Error).message}`);
      return entry.value as T;
    }
  }

  private async fetchOnce<T>(config: ResolvedConfig, call: Call): Promise<T> {
    const url = joinUrl(config.baseUrl, call.path);
    // Issue 21 item 5: a call ends with its page's deadline too (infrastructure/http/request-deadline.ts); past it, a
    // read answers its last good answer at once (send) instead of waiting on a backend that already failed the page.
    const pageLeft = (requestDeadline()?.endsAt ?? Number.POSITIVE_INFINITY) - Date.now();
    const budget = Math.floor(Math.min(config.timeoutMs, pageLeft));
    if (budget <= 0) throw new ApiTimeoutError(call.method, url, 0);
    const timeout = AbortSignal.timeout(budget);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    const headers = { ...call.headers, [SITE_ID_HEADER]: config.siteId };
    const init: RequestInit = { method: call.method, headers, body: call.body, signal };
    try {
      const response = await fetchWithRetry(config.fetch, url, init, call.retryOnNetworkError === true);
      if (!response.ok) {
        const error = await toApiError(response, call.method, url);
        if (call.logErrorBody) config.logger(error.message, error.body);
        throw error;
      }
      return (await readResponse(response, call.mode)) as T;
    } catch (error) {
      // Our own timeout, not the caller's abort: report it as an ApiError (504) with a clear message.
      if (!(error instanceof ApiError) && timeout.aborted && !call.signal?.aborted) {
        throw new ApiTimeoutError(call.method, url, budget);
      }
      throw error;
    }
  }
}

export function createApiClient(config?: ApiClientConfig): ApiClient {
  const client = new ApiClient();
  if (config) client.configure(config);
  return client;
}

async function fetchWithRetry(fetchFn: typeof fetch, url: string, init: RequestInit, retry: boolean): Promise<Response> {
  try {
    return await fetchFn(url, init);
  } catch (error) {
    if (!retry || !isNetworkError(error, init.signal)) throw error;
    return fetchFn(url, init);
  }
}

/**
 * fetch reports a failed connection as a TypeError; an aborted request is not worth a retry. Checked
 * by name, since the error may come from another realm (Node's own fetch seen from a VM context).
 */
function isNetworkError(error: unknown, signal: AbortSignal | null | undefined): boolean {
  return (error as { name?: unknown } | null)?.name === 'TypeError' && !signal?.aborted;
}

function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
