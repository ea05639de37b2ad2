import type { AlertDigest } from '../../../application/ports/alerts';
import type { Subscription } from '../../../application/ports/visitor-requests';
import { CONFIRMATION_VALID_MS } from '../../../domain/alerts/confirmation';
import { formatDate } from '../../../domain/display/format-date';
import { formatPrice } from '../../../domain/display/format-units';
import { listingCard } from '../../../domain/display/listing-card';
import { priceSummary } from '../../../domain/display/price-line';
import type { Site } from '../../../domain/site/site';
import type { MailMessage } from './mail-composer';

/** The sender and reply-to of the site's mails (domain/site/mail-sender.ts). */
export interface MailSender {
  readonly from: string;
  readonly replyTo: string;
}
import { ALERT_TEXTS } from './texts/alert-texts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** A subject is one header line. */
const oneLine = (text: string): string => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);

/** Issue 11 double opt-in: the mail whose link activates the subscription; nothing else is ever sent before it. */
export function confirmationMail(site: Site, subscription: Subscription, sender: MailSender, links: { readonly confirm: string; readonly others: string }): MailMessage[] {
  const confirmUrl = links.confirm;
  const t = ALERT_TEXTS[subscription.locale];
  const agency = site.agency.name;
  const { from, replyTo } = sender;
  const days = Math.round(CONFIRMATION_VALID_MS / 86_400_000);
  const text = `${[t.confirmIntro, `${t.confirmLink}: ${confirmUrl}`, t.confirmExpiry(days), t.confirmIgnore, links.others, agency].join('\n\n')}\n`;
  const html = page(
    subscription.locale,
    `<p>${escapeHtml(t.confirmIntro)}</p><p><a href="${escapeHtml(confirmUrl)}" style="${BUTTON}">${escapeHtml(t.confirmLink)}</a></p><p>${escapeHtml(t.confirmExpiry(days))}</p><p style="color:#555">${escapeHtml(t.confirmIgnore)}</p><p>${escapeHtml(agency)}</p>`,
  );
  return subscription.email.trim() === '' ? [] : [{ to: subscription.email.trim(), subject: oneLine(t.confirmSubject(agency)), text, html, from, replyTo }];
}

const BUTTON = 'display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:4px';

const page = (lang: string, body: string): string =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style="font-family:Arial,Helvetica,sans-serif;color:#111;max-width:600px;margin:0 auto;padding:16px">${body}</body></html>`;

export interface AlertLinks {
  readonly base: string;
  readonly edit: string;
  readonly unsubscribe: string;
}

/**
 * Issue 11: one digest mail. A text part and an HTML part with a card per estate (linking to its page),
 * the edit and unsubscribe links, List-Unsubscribe with List-Unsubscribe-Post for one-click (RFC 8058:
 * a POST to the unsubscribe page's URL unsubscribes without a session), sender and reply-to from the site.
 */
export function alertDigestMail(site: Site, digest: AlertDigest, sender: MailSender, links: AlertLinks): MailMessage[] {
  const { subscription, items } = digest;
  const { locale } = subscription;
  const t = ALERT_TEXTS[locale];
  const agency = site.agency.name;
  const { from, replyTo } = sender;
  const entries = items.map((item) => {
    const card = listingCard(item.estate, locale);
    const { title } = card;
    const url = `${links.base}${card.href}`;
    const note =
      item.kind === 'price-drop'
        ? t.priceLowered(formatDate(item.at), formatPrice(item.from), formatPrice(item.to))
        : item.kind === 'status'
          ? t.status[item.status]
          : undefined;
    const facts = [priceSummary(card.priceLine, locale), card.livingArea].filter(Boolean).join(' · ');
    const image = card.image ? (/^https?:/.test(card.image) ? card.image : `${links.base}${card.image.startsWith('/') ? '' : '/'}${card.image}`) : undefined;
    return { item, title, url, note, facts, image };
  });
  const fresh = entries.filter((e) => e.item.kind === 'new');
  const changed = entries.filter((e) => e.item.kind !== 'new');
  const textBlock = (heading: string, list: typeof entries) =>
    list.length === 0 ? [] : [`${heading}\n${'-'.repeat(heading.length)}\n${list.map((e) => [`* ${e.title}`, e.note && `  ${e.note}`, e.facts && `  ${e.facts}`, `  ${e.url}`].filter(Boolean).join('\n')).join('\n\n')}`];
  const text = `${[
    t.digestIntro[subscription.rhythm],
    ...textBlock(t.newHeading, fresh),
    ...textBlock(t.changesHeading, changed),
    `${t.editLink}: ${links.edit}\n${t.unsubscribeLink}: ${links.unsubscribe}`,
    t.why(agency),
  ].join('\n\n')}\n`;
  const htmlCard = (e: (typeof entries)[number]) =>
    `<table role="presentation" width="100%" style="border:1px solid #ddd;border-radius:6px;margin:0 0 12px;border-collapse:separate"><tr>` +
    (e.image ? `<td width="140" style="padding:8px"><a href="${escapeHtml(e.url)}"><img src="${escapeHtml(e.image)}" width="124" alt="" style="display:block;border-radius:4px"></a></td>` : '') +
    `<td style="padding:8px;vertical-align:top"><a href="${escapeHtml(e.url)}" style="color:#1d4ed8;font-weight:bold">${escapeHtml(e.title)}</a>` +
    (e.note ? `<p style="margin:4px 0;color:#b45309;font-weight:bold">${escapeHtml(e.note)}</p>` : '') +
    (e.facts ? `<p style="margin:4px 0">${escapeHtml(e.facts)}</p>` : '') +
    `<p style="margin:4px 0"><a href="${escapeHtml(e.url)}">${escapeHtml(t.view)}</a></p></td></tr></table>`;
  const htmlBlock = (heading: string, list: typeof entries) => (list.length === 0 ? '' : `<h2 style="font-size:18px">${escapeHtml(heading)}</h2>${list.map(htmlCard).join('')}`);
  const html = page(
    locale,
    `<p>${escapeHtml(t.digestIntro[subscription.rhythm])}</p>${htmlBlock(t.newHeading, fresh)}${htmlBlock(t.changesHeading, changed)}` +
      `<p style="font-size:13px;color:#555;border-top:1px solid #ddd;padding-top:12px">${escapeHtml(t.why(agency))}<br>` +
      `<a href="${escapeHtml(links.edit)}">${escapeHtml(t.editLink)}</a> · <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(t.unsubscribeLink)}</a></p>`,
  );
  const headers = { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  const to = subscription.email.trim();
  return to === '' ? [] : [{ to, subject: oneLine(t.digestSubject(items.length, agency)), text, html, headers, from, replyTo }];
}
