import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { connect, type Socket } from 'node:net';
import type { Transporter } from 'nodemailer';

/**
 * nodemailer is loaded with the first mail that leaves: of the site's workers only the one that runs the outbox
 * ever sends, and a site that sends nothing never holds it (issue 8: RSS and cold start of every worker).
 */
const loadNodemailer = async () => {
  const [{ default: nodemailer }, { parseConnectionUrl }] = await Promise.all([import('nodemailer'), import('nodemailer/lib/shared/index.js')]);
  return { nodemailer, parseConnectionUrl };
};

/** The transporter made once, on the first call, however many mails ask for it at the same time. */
function once(make: () => Promise<Transporter>): () => Promise<Transporter> {
  let made: Promise<Transporter> | undefined;
  return () => {
    made ??= make();
    // A transporter that failed to load (a missing package) is tried again with the next mail.
    made.catch(() => (made = undefined));
    return made;
  };
}

/** One outbox mail ready to leave. `key` is stable across retries (file name, Message-ID). */
export interface OutgoingMail {
  readonly key: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** Issue 11: an HTML alternative, extra headers (List-Unsubscribe…) and a reply-to. */
  readonly html?: string | undefined;
  readonly headers?: Readonly<Record<string, string>> | undefined;
  readonly replyTo?: string | undefined;
  /** Issue 12 item 2: attached files (a viewing's .ics calendar object). */
  readonly attachments?: readonly { readonly filename: string; readonly contentType: string; readonly content: string }[] | undefined;
}

/** Where mail goes. A rejection means "not delivered, try again later". */
export interface MailTransport {
  readonly description: string;
  /**
   * Issue 20 item 2: whether mail given to it reaches people (SMTP); the outbox then holds a mail that links to a
   * local address (outbox-dispatcher.ts `heldBecause`). `.eml` files reach nobody.
   */
  readonly delivers?: boolean;
  send(mail: OutgoingMail): Promise<void>;
}

function message(mail: OutgoingMail) {
  return {
    from: mail.from,
    // An address object, so that nodemailer never reads visitor input as a list of recipients.
    to: { name: '', address: mail.to },
    subject: mail.subject,
    text: mail.text,
    ...(mail.html && { html: mail.html }),
    ...(mail.replyTo && { replyTo: mail.replyTo }),
    ...(mail.headers && { headers: { ...mail.headers } }),
    ...(mail.attachments && mail.attachments.length > 0 && { attachments: mail.attachments.map((file) => ({ ...file })) }),
    messageId: `<${mail.key}@catalogue.local>`,
  };
}

/**
 * The SMTP connection's socket with Nagle's algorithm off: a message leaves in several writes, and without
 * this each mail waits ~40 ms for the server's delayed acknowledgement (nodemailer does not set it). TLS
 * (smtps://, STARTTLS) is put on top of it by nodemailer as for any socket it is given.
 */
function noDelaySocket(options: { host?: string; port?: number }, done: (error: Error | null, socket?: { connection: Socket }) => void): void {
  const socket = connect(options.port ?? 587, options.host ?? 'localhost');
  socket.setNoDelay(true);
  socket.once('error', (error) => done(error));
  socket.once('connect', () => {
    socket.removeAllListeners('error');
    done(null, { connection: socket });
  });
}

/**
 * SMTP_URL set: real delivery (smtp://user:pass@host:587, smtps://…, the URL's query as nodemailer reads it),
 * over pooled connections kept open between mails (`?pool=false` opens one per mail).
 */
export function smtpTransport(url: string): MailTransport {
  const pool = !/^(false|0|no)$/i.test(new URL(url).searchParams.get('pool') ?? '');
  const transporter = once(async () => {
    const { nodemailer, parseConnectionUrl } = await loadNodemailer();
    return nodemailer.createTransport({ ...parseConnectionUrl(url), pool, getSocket: noDelaySocket } as Parameters<typeof nodemailer.createTransport>[0]);
  });
  return {
    description: `SMTP ${new URL(url).host}`,
    delivers: true,
    async send(mail) {
      await (await transporter()).sendMail(message(mail));
    },
  };
}

/**
 * No SMTP: each mail becomes an .eml file under `dir`, named by its outbox key so that a retry
 * rewrites the same file. Written under a temporary name and renamed, so no half file is ever seen.
 */
export function emlFileTransport(dir: string): MailTransport {
  const transporter = once(async () => (await loadNodemailer()).nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    description: `.eml files in ${dir}`,
    async send(mail) {
      const info = await (await transporter()).sendMail(message(mail));
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${mail.key}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
  };
}

/** ARCHITECTURE.md: SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox. */
export function mailTransport(options: { readonly smtpUrl?: string | undefined; readonly dataDir: string }): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl) : emlFileTransport(join(options.dataDir, 'outbox'));
}
