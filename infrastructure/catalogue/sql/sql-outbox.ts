import type { Transaction } from 'kysely';
import type { MailMessage } from '../mail/mail-composer';
import type { CatalogueSchema } from './schema';

/** Queues mails in the same transaction as the request that causes them: a mail failure never loses a request. */
export async function enqueueMails(trx: Transaction<CatalogueSchema>, siteId: string, mails: readonly MailMessage[], now: Date): Promise<void> {
  if (mails.length === 0) return;
  const at = now.toISOString();
  await trx
    .insertInto('outbox')
    .values(
      mails.map((mail) => ({
        site_id: siteId,
        recipient: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html ?? null,
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
        sender: mail.from ?? null,
        reply_to: mail.replyTo ?? null,
        attempts: 0,
        next_attempt_at: at,
        sent_at: null,
        last_error: null,
        created_at: at,
      })),
    )
    .execute();
}
