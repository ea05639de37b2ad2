const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", nbsp: '\u00a0' };

/** Rendered HTML as a visitor reads it: without tags, the entities React writes decoded. */
export const htmlText = (html: string): string => html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#x27|nbsp);/g, (_all, name: string) => ENTITIES[name] ?? '');

/** The text of the first match's first group, or '' when nothing matches. */
export const firstText = (html: string, pattern: RegExp): string => htmlText(pattern.exec(html)?.[1] ?? '');
