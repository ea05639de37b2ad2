import type { Locale, Translated } from '../shared/locale';

/** Labels of detail fields, keyed by field name (e.g. 'bathroom_type'); a label may lack some languages. */
export type FieldLabels = Readonly<Record<string, Partial<Translated> | undefined>>;

/** §3 "A missing field label is shown as the field name wrapped in underscores": `_bathroom_type_`. */
export function fieldLabel(labels: FieldLabels, fieldName: string, locale: Locale): string {
  const label = labels[fieldName]?.[locale];
  return label === undefined || label === '' ? `_${fieldName}_` : label;
}

/**
 * §3 "generic missing translation shows empty": the text in `locale`, or ''. Upstream sends some
 * names as one plain string instead of a per-language object; such a string is shown as it is.
 */
export function translationOrEmpty(text: Partial<Translated> | string | null | undefined, locale: Locale): string {
  if (typeof text === 'string') return text;
  return text?.[locale] ?? '';
}
