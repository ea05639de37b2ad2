import { ApiError } from './api-error';
import { CONTENT_TYPE_HEADER } from './api-headers';

/** How a successful response becomes the caller's value (spec §7). */
export type ResponseMode =
  /** GET, DELETE: parsed JSON when the response is JSON, otherwise the raw Response. */
  | 'json-or-raw'
  /** POST, PUT: parsed JSON; nothing for 204 or an empty body. */
  | 'json';

export async function readResponse(response: Response, mode: ResponseMode): Promise<unknown> {
  if (response.status === 204) return undefined;
  if (mode === 'json-or-raw' && !isJson(response)) return response;
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** A non-2xx response as an ApiError carrying status, status text and whatever body came back. */
export async function toApiError(response: Response, method: string, url: string): Promise<ApiError> {
  const body = await readErrorBody(response);
  const message = `${method} ${url} failed: ${response.status} ${response.statusText}`;
  return new ApiError(response.status, response.statusText, body, message);
}

async function readErrorBody(response: Response): Promise<unknown> {
  // The status is what matters: a body that cannot be read is dropped, one that is not valid JSON
  // is kept as text.
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (text === '') return undefined;
  if (!isJson(response)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isJson(response: Response): boolean {
  return (response.headers.get(CONTENT_TYPE_HEADER) ?? '').includes('json');
}
