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
        attachments: mail.attachments && mail.attachments.length > 0 ? JSON.stringify(mail.attachments) : null,
        reference: mail.reference ?? null,
        attempts: 0,
        // A mail due later (a viewing's reminder) waits in the outbox until then.
        next_attempt_at: mail.sendAt !== undefined && mail.sendAt > at ? mail.sendAt : at,
        sent_at: null,
        last_error: null,
        created_at: at,
      })),
    )
    .execute();
}

/** Withdraws the unsent mails queued under a reference (issue 12: a cancelled viewing's reminder). */
export async function withdrawMails(trx: Transaction<CatalogueSchema>, siteId: string, reference: string): Promise<void> {
  await trx.deleteFrom('outbox').where('site_id', '=', siteId).where('reference', '=', reference).where('sent_at', 'is', null).execute();
}
