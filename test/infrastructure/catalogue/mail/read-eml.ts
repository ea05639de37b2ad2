/** Reads the few parts of a single-part .eml file the tests look at: decoded headers and text. */
export interface ReadMail {
  readonly to: string;
  readonly from: string;
  readonly subject: string;
  readonly messageId: string;
  readonly text: string;
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

export function readEml(source: string): ReadMail {
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
  return { to: header('to'), from: header('from'), subject: header('subject'), messageId: header('message-id'), text };
}
