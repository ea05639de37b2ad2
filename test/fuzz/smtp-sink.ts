import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** One message the sink accepted (after its final "." got 250). */
export interface SunkMail {
  readonly messageId: string;
  readonly to: string;
  readonly subject: string;
}

/**
 * A local SMTP server for tests (RFC 5321, the commands nodemailer uses without TLS or AUTH): it accepts
 * every message and records its Message-ID, recipient and subject, so a test can count what the site sent
 * and how many times. `smtp://127.0.0.1:<port>` is its SMTP_URL.
 */
export interface SmtpSink {
  readonly url: string;
  readonly mails: readonly SunkMail[];
  close(): Promise<void>;
}

const header = (head: string, name: string): string => new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head)?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? '';

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SunkMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let data: string | undefined;
    let rcpt = '';
    const reply = (line: string) => socket.writable && socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (data !== undefined) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          const head = data.split(/\r?\n\r?\n/)[0] ?? '';
          mails.push({ messageId: header(head, 'message-id'), to: rcpt, subject: header(head, 'subject') });
          data = undefined;
          reply('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-sink\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 sink');
        else if (verb === 'MAIL') {
          rcpt = '';
          reply('250 ok');
        } else if (verb === 'RCPT') {
          rcpt = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 ok');
        } else if (verb === 'DATA') {
          data = '';
          reply('354 go on');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else reply('502 not here');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
