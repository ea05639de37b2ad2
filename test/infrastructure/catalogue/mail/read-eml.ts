/** Reads the few parts of an .eml file the tests look at: decoded headers, the text part and, when there is one, the HTML part. */
export interface ReadMail {
  readonly to: string;
  readonly from: string;
  readonly subject: string;
  readonly messageId: string;
  readonly text: string;
  readonly html?: string;
  /** Every header, lower-case names, folded lines joined. */
  readonly headers: ReadonlyMap<string, string>;
  /** Issue 12 item 2: attached files, decoded (a viewing's .ics). */
  readonly attachments?: readonly { readonly filename: string; readonly contentType: string; readonly content: string }[];
}

const bytes = (hex: string) => Buffer.from(hex.replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1');

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), joined as one text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : bytes(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function part(source: string): { headers: Map<string, string>; body: string } {
  const [head = '', ...rest] = source.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    headers.set(line.slice(0, at).toLowerCase(), line.slice(at + 1).trim());
  }
  const raw = rest.join('\n\n');
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(raw, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? bytes(raw.replace(/=\r?\n/g, '')).toString('utf8')
        : raw;
  return { headers, body };
}

type Part = ReturnType<typeof part>;

/** The leaf parts of a (possibly nested: mixed around alternative) multipart body. */
function leaves(source: string, headers: ReadonlyMap<string, string>): Part[] {
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [];
  return source
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((raw) => {
      const text = raw.replace(/^\r?\n/, '');
      const inner = part(text);
      return /^multipart\//i.test(inner.headers.get('content-type') ?? '') ? leaves(text, inner.headers) : [inner];
    });
}

export function readEml(source: string): ReadMail {
  const whole = part(source);
  const parts = leaves(source, whole.headers);
  if (parts.length > 0) {
    const body = (p: Part) => p.body.replace(/\r?\n$/, '');
    const isAttachment = (p: Part) => /^attachment/i.test(p.headers.get('content-disposition') ?? '');
    const of = (type: string) => parts.find((p) => !isAttachment(p) && (p.headers.get('content-type') ?? '').startsWith(type))?.body ?? '';
    const header = (name: string) => decodeWords(whole.headers.get(name) ?? '');
    const attachments = parts.filter(isAttachment).map((p) => ({
      filename: /filename="?([^";]+)"?/.exec(p.headers.get('content-disposition') ?? '')?.[1] ?? '',
      contentType: p.headers.get('content-type') ?? '',
      content: body(p),
    }));
    return { to: header('to'), from: header('from'), subject: header('subject'), messageId: header('message-id'), text: of('text/plain'), html: of('text/html'), headers: whole.headers, attachments };
  }
  return readSinglePart(source);
}

function readSinglePart(source: string): ReadMail {
  const [head = '', ...rest] = source.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    headers.set(line.slice(0, at).toLowerCase(), line.slice(at + 1).trim());
  }
  const raw = rest.join('\n\n');
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(raw, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? bytes(raw.replace(/=\r?\n/g, '')).toString('utf8')
        : raw;
  const header = (name: string) => decodeWords(headers.get(name) ?? '');
  return { to: header('to'), from: header('from'), subject: header('subject'), messageId: header('message-id'), text, headers };
}
