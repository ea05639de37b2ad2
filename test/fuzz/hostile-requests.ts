import { Prng } from '../../infrastructure/catalogue/demo/prng';

/**
 * Issue 9 item 7: a seeded generator of the hostile requests a public site gets from scanners, bots and
 * spammers, as raw HTTP/1.1 bytes (so that nothing a client library would refuse to send is left out):
 * odd methods, spoofed and oversized headers, very long paths, invalid percent-encodings, repeated and huge
 * query parameters, absolute-form targets and junk ajax bodies. Same seed, same requests.
 */
export interface HostileRequest {
  /** What kind of hostility, for the report. */
  readonly kind: string;
  readonly method: string;
  readonly target: string;
  readonly bytes: Buffer;
}

const PAGES = [
  '/',
  '/nl',
  '/fr',
  '/nl/aanbod',
  '/fr/offre?trans=louer',
  '/en/offer?trans=buy&price-min=100000',
  '/de/angebot',
  '/nl/aanbod/1',
  '/nl/aanbod/2/slug',
  '/fr/offre/3/a/4',
  '/nl/hou-me-op-de-hoogte',
  '/nl/hou-me-op-de-hoogte/succes',
  '/en/keep-me-informed/unsubscribe/abc',
  '/nl/hou-me-op-de-hoogte/token123',
  '/nl/afspraak-annuleren/1',
  '/nl/vakantie/1',
  '/nl/favorieten',
  '/nl/privacy-verklaring',
  '/nl/detail',
  '/nl/bestaat-niet',
  '/nl/ajax/search-city?q=gen',
  '/nl/ajax/estate/1',
  '/fr/ajax/similar-estate/2',
  '/api/sites/demo',
  '/assets/none.js',
  '/favicon.ico',
  '/robots.txt',
];
const FORMS = ['/nl/ajax/contact-form-handler', '/fr/ajax/send-to-a-friend', '/en/ajax/notifications', '/xx/ajax/contact-form-handler'];
const FLOW_POSTS = ['/nl/hou-me-op-de-hoogte', '/nl/hou-me-op-de-hoogte/abc', '/nl/hou-me-op-de-hoogte/uitschrijven/abc', '/nl/afspraak-annuleren/1', '/nl/vakantie/1', '/nl/aanbod'];
const ODD_METHODS = ['TRACE', 'OPTIONS', 'PUT', 'PATCH', 'DELETE', 'PROPFIND', 'CONNECT', 'FOO', 'get', 'M-SEARCH', 'TRACK', 'DEBUG', 'MKCOL', 'SEARCH'];
const QUERY_NAMES = ['type', 'trans', 'price-min', 'price-max', 'city', 'page', 'sort', 'group', 'q', 'utm_source', 'x'];
const BAD_ESCAPES = ['%FF', '%E0%A4%A', '%zz', '%', '%00', '%C0%AF', '%ED%A0%80', '%2e%2e%2f', '%u0041', '%%41'];
const JUNK_BODIES = ['{', '[]', 'null', '"x"', '{"name":{"$gt":""}}', '{"__proto__":{"polluted":1}}', 'a=1&a=2&a[]=3', '\u0000\u0001', '{"email":"' + 'a'.repeat(5000) + '"}'];
const HOSTS = ['evil.example', 'localhost', '127.0.0.1:9', '[::1]', 'a'.repeat(300), 'exa mple.com', 'x.example:99999', '', 'evil.example\tx', 'user@host'];

/** The generator: `next()` gives one request; `count` of them make a run. */
export class HostileRequests {
  private readonly random: Prng;

  constructor(seed: number | string, private readonly host = '127.0.0.1') {
    this.random = new Prng(seed);
  }

  private pick<T>(items: readonly T[]): T {
    return items[this.random.int(0, items.length - 1)]!;
  }

  private junk(length: number): string {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789-_.~!$&\'()*+,;=:@';
    let text = '';
    for (let i = 0; i < length; i++) text += alphabet[this.random.int(0, alphabet.length - 1)];
    return text;
  }

  private request(kind: string, method: string, target: string, headers: Record<string, string> = {}, body = ''): HostileRequest {
    const lines = [`${method} ${target} HTTP/1.1`];
    const all: Record<string, string> = { host: this.host, 'user-agent': 'hostile-fuzz', connection: 'close', ...headers };
    if (body !== '' || method === 'POST') all['content-length'] = String(Buffer.byteLength(body));
    for (const [name, value] of Object.entries(all)) if (value !== '\u0000omit') lines.push(`${name}: ${value}`);
    return { kind, method, target, bytes: Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body}`, 'latin1') };
  }

  next(): HostileRequest {
    const page = this.pick(PAGES);
    switch (this.random.int(0, 13)) {
      case 0:
        return this.request('odd method', this.pick(ODD_METHODS), this.random.next() < 0.1 ? '*' : page);
      case 1:
        return this.request('head', 'HEAD', page);
      case 2: {
        const host = this.pick(HOSTS);
        const cookie: Record<string, string> = this.random.next() < 0.5 ? { cookie: `s=${this.junk(this.random.int(10, 6000))}` } : {};
        return this.request('spoofed host', 'GET', page, { host: host === '' ? '\u0000omit' : host, ...cookie });
      }
      case 3:
        return this.request('oversized header', 'GET', page, { [this.pick(['cookie', 'referer', 'x-forwarded-for', 'accept-language'])]: this.junk(this.random.int(8_000, 40_000)) });
      case 4: {
        const headers: Record<string, string> = {};
        for (let i = 0, n = this.random.int(50, 300); i < n; i++) headers[`x-h${i}`] = this.junk(20);
        return this.request('many headers', 'GET', page, headers);
      }
      case 5: {
        const base = this.pick(['/nl/hou-me-op-de-hoogte/', '/en/keep-me-informed/unsubscribe/', '/nl/aanbod/1/', '/nl/', '/', '/nl/vakantie/', '/nl/ajax/estate/']);
        return this.request('long path', this.pick(['GET', 'GET', 'POST', 'HEAD']), `${base}${this.junk(this.random.int(1_000, 12_000))}`);
      }
      case 6: {
        const escape = this.pick(BAD_ESCAPES);
        const where = this.random.int(0, 2);
        const target = where === 0 ? `${page.split('?')[0]}/${escape}x` : where === 1 ? `/nl/aanbod?${this.pick(QUERY_NAMES)}=${escape}` : `/nl/aanbod/1/${escape}?type=${escape}`;
        return this.request('bad escape', 'GET', target);
      }
      case 7: {
        const name = this.pick(QUERY_NAMES);
        const value = this.random.next() < 0.5 ? this.pick(BAD_ESCAPES).repeat(this.random.int(1, 200)) : this.junk(this.random.int(1, 300));
        const params = Array.from({ length: this.random.int(2, 400) }, () => `${name}=${value}`).join('&');
        const detail = this.pick(['/nl/aanbod/1', '/nl/aanbod/1/slug', '/fr/offre/2', '/nl/aanbod', '/nl/hou-me-op-de-hoogte', '/nl/detail']);
        return this.request('repeated query', 'GET', `${detail}?${params}`);
      }
      case 8:
        return this.request('huge query', 'GET', `${page.split('?')[0]}?${this.pick(QUERY_NAMES)}=${this.junk(this.random.int(2_000, 30_000))}`);
      case 9: {
        const body = this.random.next() < 0.2 ? this.junk(this.random.int(70_000, 200_000)) : this.pick(JUNK_BODIES);
        const type = this.pick(['application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', 'application/json; charset=utf-7', '']);
        return this.request('junk ajax body', 'POST', this.pick(FORMS), { 'content-type': type === '' ? '\u0000omit' : type, accept: 'application/json' }, body);
      }
      case 10:
        return this.request('absolute-form target', this.pick(['GET', 'POST', 'HEAD']), `http://${this.pick(['127.0.0.1:9', 'evil.example', this.host])}${page}`);
      case 11: {
        const origin = this.pick(['http://evil.example', 'null', `http://${this.host}`]);
        const body = this.pick(['name=a&email=a@b.be&message=hi', 'criteria=&email=x@y.be', '', 'period=2020-01-01_2020-01-08&persons=99']);
        return this.request('cross-site post', 'POST', this.pick([...FLOW_POSTS, ...FORMS]), {
          origin,
          'sec-fetch-site': this.pick(['cross-site', 'same-origin', 'none', 'same-site']),
          'content-type': 'application/x-www-form-urlencoded',
        }, body);
      }
      case 12: {
        const header = this.pick(['accept-language', 'accept', 'if-none-match', 'range', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'content-length']);
        const value = this.pick(['*;q=abc,,,', 'bytes=0-0,0-0,0-0,'.repeat(100), '\u00ff\u00fe', '999999999999999999999', '-1', 'http://evil.example', 'nl;q=2', '../../etc']);
        return this.request('malformed header', 'GET', page, { [header]: value });
      }
      default:
        return this.request('plain', 'GET', page, { 'accept-encoding': this.pick(['gzip', 'br', 'identity', 'x']) });
    }
  }

  take(count: number): HostileRequest[] {
    return Array.from({ length: count }, () => this.next());
  }
}
