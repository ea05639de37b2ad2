/**
 * Errors of the spec §7 API client (§8 error catalogue). Callers branch on `instanceof ApiError`
 * and `status`; the timeout is an ApiError too so that "the backend did not answer usefully" is one
 * case for them, while `ApiTimeoutError` still lets a caller tell a timeout apart.
 */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    /** The parsed response body (JSON, else text), when the backend sent one. */
    readonly body?: unknown,
    message = `${status} ${statusText}`,
  ) {
    super(message);
  }
}

/** No answer within the client's timeout: reported like a gateway timeout (504). */
export class ApiTimeoutError extends ApiError {
  override readonly name: string = 'ApiTimeoutError';

  constructor(method: string, url: string, timeoutMs: number) {
    super(504, 'Gateway Timeout', undefined, `${method} ${url} timed out after ${timeoutMs} ms`);
  }
}
