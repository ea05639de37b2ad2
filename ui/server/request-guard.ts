import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import { matchRoute } from '../../domain/routing/routes';

/** Longest path and query string a visitor's browser sends us; anything longer is not a page of ours (414). */
export const MAX_PATH = 1024;
export const MAX_QUERY = 2048;
/**
 * React Router's lazy route discovery asks `/__manifest?paths=…` for every link on the page and splits its
 * requests at 7,680 characters of URL (URL_LIMIT in react-router): that one address may be that long.
 */
const MANIFEST_PATH = '/__manifest';
const MAX_MANIFEST_QUERY = 7680;

/** Routes whose page takes a form post (their action); every other page is GET and HEAD only. */
const ROUTES_WITH_ACTIONS = new Set(['subscribe', 'editSubscriptions', 'unsubscribe', 'confirmSubscription', 'favorites', 'cancelAppointment', 'rentalUnit', 'estate', 'estateWithSlug', 'projectEntity', 'contact']);
/** Ajax routes that take a post only: the forms, and the browser's search (its body is a §7 search, issue 8). */
const AJAX_FORMS = /^\/[^/]+\/ajax\/(?:contact-form-handler|send-to-a-friend|notifications|search)\/?$/;
const AJAX = /^\/[^/]+\/ajax(?:\/|$)/;

const READ = ['GET', 'HEAD'];
const READ_AND_POST = ['GET', 'HEAD', 'POST'];

// A host name (RFC 1123 labels) or an IP literal, with an optional port.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;
const LOOPBACK = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/i;

/**
 * RFC 9112 §3.2.2: a server must accept the absolute form (`GET http://host/path`); the path is what it asks
 * for. Done before Express routes the request (its router reads the target once, on entry).
 */
export function toOriginForm(req: IncomingMessage): void {
  const absolute = req.url && !req.url.startsWith('/') ? /^https?:\/\/[^/?#]*(.*)$/is.exec(req.url) : null;
  if (absolute) req.url = absolute[1]!.startsWith('/') ? absolute[1]! : `/${absolute[1]!}`;
}

/** A Host (or X-Forwarded-Host) value we can build a URL with: a name or an IP literal, a port up to 65535. */
export function isValidHost(host: string): boolean {
  if (host.length > 260 || !HOST.test(host)) return false;
  try {
    return new URL(`http://${host}/`).host !== '';
  } catch {
    return false;
  }
}

/** The methods a path takes (issue 9 item 1): what `Allow` says, and what every other method is refused with. */
export function allowedMethods(pathname: string): readonly string[] {
  if (AJAX.test(pathname)) return AJAX_FORMS.test(pathname) ? ['POST'] : READ;
  // React Router's data requests (`/nl/aanbod.data`, `/_root.data`) are its pages' loaders and actions.
  const page = pathname.replace(/\.data$/, '');
  if (page === '/_root') return READ_AND_POST;
  const match = matchRoute(page);
  return match && ROUTES_WITH_ACTIONS.has(match.name) ? READ_AND_POST : READ;
}

/** Whether every %-escape in the text is a complete UTF-8 sequence. */
function decodes(text: string): boolean {
  try {
    decodeURIComponent(text.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/** A short plain answer that echoes nothing the client sent. */
function refuse(res: Response, status: number, extra: Record<string, string> = {}): void {
  res.status(status);
  for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
  res.setHeader('Cache-Control', 'no-store');
  res.type('text/plain').send(`${status} ${res.statusMessage || ''}`.trim());
}

export interface RequestGuardOptions {
  /** PUBLIC_ORIGIN: when set, a request for any other host (loopback aside, for health checks) is misdirected (421). */
  readonly publicOrigin?: string | undefined;
}

/**
 * Issue 9 item 1, in front of everything else: what no page of ours can be is answered here with a 4xx, so
 * that nothing a client sends reaches React Router or the backend as a 5xx. Absolute-form targets are read as
 * their path; malformed Host 400, another host 421; over-long path or query 414; broken %-escapes 400;
 * a method the path does not take 405 with `Allow` (OPTIONS 204 with `Allow`).
 */
export function requestGuard(options: RequestGuardOptions = {}) {
  const publicHost = options.publicOrigin ? new URL(options.publicOrigin).host.toLowerCase() : undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.url.startsWith('/')) {
      if (req.url === '*' && req.method === 'OPTIONS') return void refuse(res, 204, { Allow: READ_AND_POST.join(', ') });
      return void refuse(res, 400);
    }
    const host = req.headers.host ?? '';
    if (!isValidHost(host)) return void refuse(res, 400);
    // Proxy headers that are not a host or a scheme are dropped: React Router builds its URL from them.
    const forwardedHost = req.headers['x-forwarded-host'];
    if (forwardedHost !== undefined && (typeof forwardedHost !== 'string' || !forwardedHost.split(/\s*,\s*/).every(isValidHost))) {
      delete req.headers['x-forwarded-host'];
    }
    const forwardedProto = req.headers['x-forwarded-proto'];
    if (forwardedProto !== undefined && (typeof forwardedProto !== 'string' || !/^https?(\s*,\s*https?)*$/i.test(forwardedProto))) {
      delete req.headers['x-forwarded-proto'];
    }
    if (publicHost && host.toLowerCase() !== publicHost && !LOOPBACK.test(host)) return void refuse(res, 421);

    const queryAt = req.url.indexOf('?');
    const pathname = queryAt < 0 ? req.url : req.url.slice(0, queryAt);
    const query = queryAt < 0 ? '' : req.url.slice(queryAt + 1);
    const maxQuery = pathname === MANIFEST_PATH ? MAX_MANIFEST_QUERY : MAX_QUERY;
    if (pathname.length > MAX_PATH || query.length > maxQuery) return void refuse(res, 414);
    if (!decodes(pathname) || pathname.includes('%00') || !query.split(/[&=]/).every(decodes)) return void refuse(res, 400);

    const allowed = allowedMethods(pathname);
    if (req.method === 'OPTIONS') return void refuse(res, 204, { Allow: [...allowed, 'OPTIONS'].join(', ') });
    if (!allowed.includes(req.method)) return void refuse(res, 405, { Allow: allowed.join(', ') });
    next();
  };
}

/**
 * What the request handler never sees: CONNECT (Node hands it to a 'connect' listener, and with none it
 * drops the connection). Applied by `createSiteServer`'s listen, and by any runtime that makes its own server.
 */
export function hardenServer(server: Server): Server {
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => undefined);
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${READ_AND_POST.join(', ')}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
  server.on('clientError', answerClientError);
  return server;
}

/** How long a connection whose request Node could not read is still read from after its answer (a lingering close). */
export const LINGER_MS = 2_000;

/** Node's own answers to a request it could not read (its default 'clientError' handler's). */
function clientErrorStatus(error: NodeJS.ErrnoException): string {
  if (error.code === 'HPE_HEADER_OVERFLOW') return '431 Request Header Fields Too Large';
  if (error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return '413 Payload Too Large';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return '408 Request Timeout';
  return '400 Bad Request';
}

const answered = new WeakSet<Duplex>();

/**
 * A request Node could not read (its head over 16 KB, malformed): answered as Node answers it, then closed the way
 * nginx closes, not at once. Node wrote its answer and destroyed the socket with the rest of the request unread, so
 * the kernel reset the connection, and a client still sending (a 500 KB query) could lose the answer it had not read
 * yet: the hostile-traffic test saw no answer to one such request on a busy CI machine. The answer now goes out
 * with the write side's end, and what the client still sends is read and dropped until it closes, LINGER_MS at most.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // The parser reports each chunk that follows an error again.
  if (answered.has(socket)) return;
  answered.add(socket);
  socket.on('error', () => undefined);
  const written = (socket as Duplex & { bytesWritten?: number }).bytesWritten;
  if (error.code === 'ECONNRESET' || !socket.writable || written) return void socket.destroy();
  socket.end(`HTTP/1.1 ${clientErrorStatus(error)}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  socket.resume();
  const linger = setTimeout(() => socket.destroy(), LINGER_MS);
  linger.unref();
  socket.once('close', () => clearTimeout(linger));
}
