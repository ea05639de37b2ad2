import { data } from 'react-router';
import { HONEYPOT_FIELD, STARTED_FIELD, type ClientSignals } from '../../../application/abuse-guard';

/** Forms here are a few short fields; anything bigger is not a visitor typing. */
const MAX_FORM_BYTES = 64 * 1024;

/**
 * A posted form's fields, read from the body as urlencoded text: a browser without JavaScript and React
 * Router's client both post urlencoded forms, but not every runtime labels the body as such. The body is
 * read with a cap (413), since no server in front of React Router limits it.
 */
export async function readForm(request: Request): Promise<URLSearchParams> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BYTES) throw data(null, { status: 413 });
  if (!request.body) return new URLSearchParams();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FORM_BYTES) {
      await reader.cancel();
      throw data(null, { status: 413 });
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new URLSearchParams(new TextDecoder().decode(bytes));
}

/** The form's fields as they were posted (first value of each), to fill the form in again after an error. */
export function postedValues(form: URLSearchParams, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (form.has(name) ? [[name, form.get(name) ?? '']] : [])));
}

/** A form element's fields as the server would read them (the JavaScript path posts what the form holds). */
export function fieldsOfForm(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
  return fields;
}

/** Who sent a form, for the core's abuse guard (issue 9): the client's address and the form's bot traps. */
export function clientOf(context: { readonly clientAddress?: string | undefined }, form?: URLSearchParams): ClientSignals {
  return { address: context.clientAddress, honeypot: form?.get(HONEYPOT_FIELD) ?? undefined, startedAt: form?.get(STARTED_FIELD) ?? undefined };
}
