import type { Site } from './site';

/** Display names and addresses are header values: no line breaks, no quotes or angle brackets from data. */
const clean = (text: string): string => text.replace(/[\p{Cc}"<>]+/gu, ' ').replace(/\s+/g, ' ').trim();

/** Issue 11: sender and reply-to of visitor mails, from the site settings, with the defaults they name. */
export function mailSender(site: Site): { readonly from: string; readonly replyTo: string } {
  const host = site.hostnames[0]?.replace(/^www\./, '') || 'localhost';
  const from = site.settings.mailFrom?.trim() || `"${clean(site.name)}" <no-reply@${host}>`;
  const replyTo = site.settings.mailReplyTo?.trim() || site.agency.email.trim();
  return { from: from.replace(/[\r\n]+/g, ' '), replyTo: replyTo.replace(/[\r\n]+/g, ' ') };
}
