import { ConflictError } from '../../application/ports/port-errors';
import type { Locale } from '../../domain/shared/locale';
import type { ApiClient, GetOptions } from './api-client';
import { ApiError } from './api-error';
import { ACCEPT_LANGUAGE_HEADER } from './api-headers';
import { isObject } from './mappers/codec';

/** What every HTTP gateway needs: the §7 API client and the site whose data it reads. */
export interface HttpGatewayConfig {
  readonly client: ApiClient;
  readonly siteId: string;
}

type Segment = string | number;

/** A path whose segments are URL-encoded (a page URL or an asset name may hold '/' or spaces). */
export function path(...segments: readonly Segment[]): string {
  return segments.map((segment) => `/${encodeURIComponent(String(segment))}`).join('');
}

/** §7: endpoints live under /sites/{siteId} unless noted. */
export function sitePath(siteId: string, ...segments: readonly Segment[]): string {
  return path('sites', siteId, ...segments);
}

export function withQuery(base: string, params: Readonly<Record<string, string>>): string {
  return `${base}?${new URLSearchParams(params).toString()}`;
}

/** §7: accept-language on GET when the caller gives a locale. */
export function localeOption(locale: Locale | undefined): GetOptions {
  return locale ? { locale } : {};
}

/** The same language header on a POST search, so that names come back in the visitor's language. */
export function acceptLanguage(locale: Locale | undefined): Readonly<Record<string, string>> {
  return locale ? { [ACCEPT_LANGUAGE_HEADER]: locale } : {};
}

/** A GET whose answer must be JSON (see expectJson). */
export async function getJson(client: ApiClient, url: string, options: GetOptions = {}): Promise<unknown> {
  return expectJson(await client.get<unknown>(url, options), `GET ${url}`);
}

export function hasStatus(error: unknown, status: number): error is ApiError {
  return error instanceof ApiError && error.status === status;
}

/** A 404 means "no such thing" (null, an empty list, false); every other failure is rethrown (§8). */
export async function whenNotFound<T, F>(call: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await call;
  } catch (error) {
    if (hasStatus(error, 404)) return fallback;
    throw error;
  }
}

type ConflictReason = ConflictError['reason'];
const REASONS: readonly ConflictReason[] = ['slot_full', 'period_taken', 'not_cancellable'];

/** A 409 is the world refusing because of its state: a ConflictError, with the reason the body names. */
export async function conflictAs<T>(call: Promise<T>, reason: ConflictReason): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!hasStatus(error, 409)) throw error;
    const body = isObject(error.body) ? error.body : {};
    const named = REASONS.find((known) => known === body.reason) ?? reason;
    throw new ConflictError(named, typeof body.message === 'string' ? body.message : named);
  }
}

/**
 * The client hands back the raw Response when a GET or DELETE answer is not JSON; where JSON was
 * expected that is a broken backend, reported like one (502) rather than read as empty data.
 */
export function expectJson(value: unknown, call: string): unknown {
  if (value instanceof Response) {
    const type = value.headers.get('content-type') ?? 'no content type';
    throw new ApiError(502, 'Bad Gateway', undefined, `${call}: expected JSON, got ${type}`);
  }
  return value;
}

/** An answer missing what the caller must have (the id of what was just created). */
export function unreadable(call: string, body: unknown): ApiError {
  return new ApiError(502, 'Bad Gateway', body, `${call}: unreadable response`);
}
