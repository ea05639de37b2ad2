import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

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
}

/** Where mail goes. A rejection means "not delivered, try again later". */
export interface MailTransport {
  readonly description: string;
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
    messageId: `<${mail.key}@catalogue.local>`,
  };
}

/** SMTP_URL set: real delivery (smtp://user:pass@host:587, smtps://…). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    description: `SMTP ${new URL(url).host}`,
    async send(mail) {
      await transporter.sendMail(message(mail));
    },
  };
}

/**
 * No SMTP: each mail becomes an .eml file under `dir`, named by its outbox key so that a retry
 * rewrites the same file. Written under a temporary name and renamed, so no half file is ever seen.
 */
export function emlFileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `.eml files in ${dir}`,
    async send(mail) {
      const info = await transporter.sendMail(message(mail));
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
