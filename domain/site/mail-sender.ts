import { hostOfOrigin } from './public-origin';
import type { Site } from './site';

/** Display names and addresses are header values: no line breaks, no quotes or angle brackets from data. */
const clean = (text: string): string => text.replace(/[\p{Cc}"<>]+/gu, ' ').replace(/\s+/g, ' ').trim();

/** The domain mail is sent from: the public origin's host without its port and a leading www. */
export const mailDomain = (origin: string): string =>
  hostOfOrigin(origin)
    .replace(/:\d+$/, '')
    .replace(/^www\./i, '')
    .toLowerCase() || 'localhost';

/**
 * Issue 11, issue 20 item 2: sender and reply-to of visitor mails. The sender is the site's `mailFrom` setting,
 * else MAIL_FROM (`mailFrom` here), else the site's name at no-reply@ the domain of its public origin
 * (domain/site/public-origin.ts), so that the sender and the links name one domain.
 */
export function mailSender(site: Site, origin: string, mailFrom?: string): { readonly from: string; readonly replyTo: string } {
  const from = site.settings.mailFrom?.trim() || mailFrom?.trim() || `"${clean(site.name)}" <no-reply@${mailDomain(origin)}>`;
  const replyTo = site.settings.mailReplyTo?.trim() || site.agency.email.trim();
  return { from: from.replace(/[\r\n]+/g, ' '), replyTo: replyTo.replace(/[\r\n]+/g, ' ') };
}
