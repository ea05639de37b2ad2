import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server saw it. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** Answers one route; `hit` counts the route's requests from 1 (to fail first, then answer). */
export type RouteHandler = (response: ServerResponse, request: RecordedRequest, hit: number) => void;

export interface RecordingServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  readonly requests: readonly RecordedRequest[];
  /** Registers the answer for `METHOD /path?query`; unknown routes get a JSON 404. */
  route(method: string, url: string, handler: RouteHandler): void;
  /** Forgets requests and routes between tests. */
  reset(): void;
  close(): Promise<void>;
}

/** A real node:http server on 127.0.0.1, port 0, that records every request: for HTTP adapter tests. */
export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, RouteHandler>();
  const hits = new Map<string, number>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const key = `${request.method} ${request.url}`;
      const hit = (hits.get(key) ?? 0) + 1;
      hits.set(key, hit);
      const handler = routes.get(key) ?? notFound;
      handler(res, request, hit);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    route: (method, url, handler) => void routes.set(`${method} ${url}`, handler),
    reset: () => {
      requests.length = 0;
      routes.clear();
      hits.clear();
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown, contentType = 'application/json'): void {
  response.writeHead(status, { 'content-type': contentType }).end(JSON.stringify(body));
}

export function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
}

export function sendNoContent(response: ServerResponse): void {
  response.writeHead(204).end();
}

function notFound(response: ServerResponse): void {
  sendJson(response, 404, { message: 'no such route' });
}
