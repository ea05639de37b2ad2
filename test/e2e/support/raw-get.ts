import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * A raw GET (node:http): every header as sent, repeated ones included, and the body decoded as text. A connection
 * of its own (no keep-alive agent): a socket the site closes as idle just as a request reuses it would fail that
 * request with "socket hang up", which a browser retries and node:http does not.
 */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const body = encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw;
        const all = new Map<string, string[]>();
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i]!.toLowerCase();
          all.set(name, [...(all.get(name) ?? []), response.rawHeaders[i + 1]!]);
        }
        resolve({ status: response.statusCode ?? 0, headers: all, header: (name) => all.get(name)?.join(', '), body: body.toString('utf8') });
      });
    });
    request.on('error', reject);
  });
}

export interface RawResponse {
  readonly status: number;
  readonly headers: ReadonlyMap<string, readonly string[]>;
  readonly header: (name: string) => string | undefined;
  readonly body: string;
}

/** The attributes of every <script> start tag. */
export const scriptTags = (html: string) => [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
/** One attribute's value from a start tag's text. */
export const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

