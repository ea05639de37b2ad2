/** A block of a CMS page body: a heading, a paragraph or a bullet list. */
export type Block = readonly ['h2', string] | readonly ['p', string] | readonly ['ul', readonly string[]];

const escapeHtml = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Sanitised HTML, as CmsPage bodies hold it: only h2, p, ul and li, text escaped. */
export function html(blocks: readonly Block[]): string {
  return blocks
    .map((block) =>
      block[0] === 'ul' ? `<ul>${block[1].map((entry) => `<li>${escapeHtml(entry)}</li>`).join('')}</ul>` : `<${block[0]}>${escapeHtml(block[1])}</${block[0]}>`,
    )
    .join('\n');
}
