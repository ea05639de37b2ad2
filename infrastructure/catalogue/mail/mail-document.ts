/**
 * One mail body written once and rendered twice (issue 13 item 4): a plain-text part and an HTML part that
 * say the same thing. Every value is escaped in the HTML (visitor input included), links are only ever the
 * site's own absolute URLs or mailto:/tel: of addresses we validated, and the text part keeps unix line ends
 * without control characters.
 */

/** A label and its value; the value links to `href` in the HTML part (the text part shows the URL). */
export type Row = readonly [label: string, value: string | number | undefined, href?: string];

export type Block =
  /** A paragraph; its line breaks stay. */
  | { readonly kind: 'text'; readonly text: string }
  /** Label: value lines (empty values left out). */
  | { readonly kind: 'rows'; readonly rows: readonly Row[] }
  /** A call to action: a button in HTML, `label: url` in text. */
  | { readonly kind: 'link'; readonly label: string; readonly href: string }
  /** Someone's words, quoted as they wrote them (the visitor's message). */
  | { readonly kind: 'quote'; readonly label: string; readonly text: string }
  /** Small print under a rule. */
  | { readonly kind: 'note'; readonly text: string };

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Plain text without control characters but tabs and line feeds, with unix line ends. */
export const plain = (text: string): string => text.replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\t\n]/gu, '');

/** A subject is one header line: no line breaks or control characters from visitor input. */
export const oneLine = (text: string): string => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);

const BUTTON = 'display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:4px';

/** Only our own links are ever put in an href: absolute http(s) URLs, mailto: and tel:. */
const safeHref = (href: string | undefined): string | undefined => (href !== undefined && /^(https?:\/\/|mailto:|tel:)/i.test(href) ? href : undefined);

/** The HTML page around a mail's body, in its language. */
export const htmlPage = (lang: string, body: string): string =>
  `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>` +
  `<body style="font-family:Arial,Helvetica,sans-serif;color:#111;max-width:600px;margin:0 auto;padding:16px">${body}</body></html>`;

const present = (row: Row): boolean => row[1] !== undefined && row[1] !== '';

function textBlock(block: Block): string | undefined {
  switch (block.kind) {
    case 'text':
    case 'note':
      return block.text;
    case 'rows': {
      const lines = block.rows.filter(present).map(([label, value, href]) => {
        const shown = String(value);
        return href && /^https?:/i.test(href) && href !== shown ? `${label}: ${shown} (${href})` : `${label}: ${shown}`;
      });
      return lines.length === 0 ? undefined : lines.join('\n');
    }
    case 'link':
      return `${block.label}: ${block.href}`;
    case 'quote':
      return `${block.label}:\n${block.text}`;
  }
}

const esc = (text: string): string => escapeHtml(plain(text));
const paragraph = (text: string): string => esc(text).replace(/\n/g, '<br>');

function htmlBlock(block: Block): string {
  switch (block.kind) {
    case 'text':
      return `<p>${paragraph(block.text)}</p>`;
    case 'note':
      return `<p style="font-size:13px;color:#555;border-top:1px solid #ddd;padding-top:12px">${paragraph(block.text)}</p>`;
    case 'rows': {
      const rows = block.rows.filter(present).map(([label, value, href]) => {
        const link = safeHref(href);
        const shown = esc(String(value));
        return `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:2px 12px 2px 0;font-weight:normal;color:#555">${esc(label)}</th>` +
          `<td style="padding:2px 0">${link ? `<a href="${esc(link)}">${shown}</a>` : shown}</td></tr>`;
      });
      return rows.length === 0 ? '' : `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows.join('')}</table>`;
    }
    case 'link': {
      const link = safeHref(block.href);
      return link ? `<p><a href="${esc(link)}" style="${BUTTON}">${esc(block.label)}</a></p>` : `<p>${esc(block.label)}: ${esc(block.href)}</p>`;
    }
    case 'quote':
      return `<p style="margin:0">${esc(block.label)}:</p><blockquote style="margin:4px 0 16px;padding:8px 12px;border-left:3px solid #ccc;white-space:pre-wrap">${esc(block.text)}</blockquote>`;
  }
}

/** The text and HTML parts of one mail body. */
export function renderMail(lang: string, blocks: readonly (Block | undefined | false)[]): { readonly text: string; readonly html: string } {
  const list = blocks.filter((block): block is Block => block !== undefined && block !== false);
  const text = plain(`${list.flatMap((block) => textBlock(block) ?? []).filter((part) => part !== '').join('\n\n')}\n`);
  const html = htmlPage(lang, list.map(htmlBlock).join(''));
  return { text, html };
}
