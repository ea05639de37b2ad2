import type { Estate } from '../estate/estate';
import type { EstateFieldPath } from '../estate/estate-field-path';
import { showsPrice } from '../estate/estate-status';
import { notarySaleKind } from '../estate/notary-sale';
import type { Locale } from '../shared/locale';
import { combinedValue, descriptionFieldOf } from '../visibility/combined-fields';
import { valueWithFallback } from '../visibility/fallback-fields';
import { isFieldHidden } from '../visibility/hidden-fields';
import { isVisibleValue } from '../visibility/visible-value';
import { formatFieldValue, type FieldFormat } from './field-format';
import { showsFloodingIcon } from './flooding';
import { notEntered, rentPeriod } from './labels';
import { priceLine } from './price-line';
import { safeUrl } from './safe-url';

/** One line of a detail table: which value, its label, how it is written and when it shows. */
export interface FieldSpec {
  readonly path: EstateFieldPath;
  /** The label's key: a message id every front-end writes in its language (ui/i18n/lang/detail). */
  readonly label: string;
  readonly format: FieldFormat;
  /** A mention the law requires: shown with the 'Not entered' placeholder when empty (§2). */
  readonly required?: boolean;
  /** Shown with this text when empty instead (e.g. the violation default text, §2); only where the mention is required. */
  readonly whenEmpty?: (value: unknown, locale: Locale) => string;
  /** A price: a sold estate hides it (§4). */
  readonly isPrice?: boolean;
  /** An amount of the asking price (the price, its price per m²): a rent's reads per month, as its price line does (issue 20 item 1). */
  readonly askingPrice?: boolean;
  /** How the description attached to this answer is written (§2 combined fields); translated text by default. */
  readonly descriptionFormat?: FieldFormat;
  /** Another source of the same fact: this line shows only when that one has nothing. */
  readonly unlessVisible?: EstateFieldPath;
  /** Hidden whenever the §5 rules hide this other field (a line that belongs to it). */
  readonly hiddenWith?: EstateFieldPath;
  /** A flooding score: warns for a letter after C (§2). */
  readonly floodingScore?: boolean;
  /** A public auction's session or place: an online sale (biddit) has neither, whatever upstream wrote (issue 20). */
  readonly publicSaleOnly?: boolean;
  /** A link written in the page's language where its site has one (issue 20: biddit's /nl/ and /fr/). */
  readonly linkIn?: (url: string, locale: Locale) => string;
}

/** A group of lines under one heading (§3 property field groups). */
export interface SectionSpec {
  readonly id: string;
  /** The heading's key: a message id every front-end writes in its language. */
  readonly title: string;
  readonly fields: readonly FieldSpec[];
}

/** One line as every front-end shows it: label key and value decided (§2, §4, §5), plain JSON. */
export interface FieldRow {
  /** The field's path (which line this is). */
  readonly key: EstateFieldPath;
  /** The label's key (message id). */
  readonly label: string;
  readonly value: string;
  readonly description?: string;
  /** The value is the 'Not entered' placeholder. */
  readonly placeholder?: boolean;
  readonly href?: string;
  /** A flooding score after C: the official flood symbol with its text goes with it. */
  readonly warning?: boolean;
}

function isHidden(estate: Estate, spec: FieldSpec, value: unknown): boolean {
  if (isFieldHidden(spec.path, estate, value)) return true;
  if (spec.hiddenWith !== undefined && isFieldHidden(spec.hiddenWith, estate, value)) return true;
  if (spec.isPrice && !showsPrice(estate)) return true;
  if (spec.publicSaleOnly && notarySaleKind(estate) === 'online') return true;
  return spec.unlessVisible !== undefined && isVisibleValue(valueWithFallback(estate, spec.unlessVisible));
}

/** The description §2 attaches to an answer, unless §5 hides it. */
function descriptionOf(estate: Estate, spec: FieldSpec, locale: Locale): string | undefined {
  const path = descriptionFieldOf(spec.path);
  const { description } = combinedValue(estate, spec.path);
  if (path === undefined || description === undefined || isFieldHidden(path, estate)) return undefined;
  return formatFieldValue(description, spec.descriptionFormat ?? 'translated', locale) || undefined;
}

/**
 * One detail line, or null when it does not show: the value (or its fallback field, §2) unless a §5 rule
 * hides it, written per §2; an empty value shows only when the mention is required (`required`, default the
 * spec's own): as its default text (`whenEmpty`) or the placeholder.
 */
export function fieldRow(estate: Estate, spec: FieldSpec, locale: Locale, required = spec.required === true): FieldRow | null {
  const value = valueWithFallback(estate, spec.path);
  if (isHidden(estate, spec, value)) return null;
  const formatted = isVisibleValue(value) ? formatFieldValue(value, spec.format, locale) : '';
  const written = formatted && spec.linkIn ? spec.linkIn(formatted, locale) : formatted;
  // Issue 20 item 1: a rent's asking price reads per month, as its price line does.
  const text = written && spec.askingPrice && priceLine(estate, locale).period === 'month' ? `${written} ${rentPeriod(locale)}` : written;
  const { path: key, label } = spec;
  if (text === '') {
    if (!required) return null;
    return spec.whenEmpty ? { key, label, value: spec.whenEmpty(value, locale) } : { key, label, value: notEntered(locale), placeholder: true };
  }
  const description = descriptionOf(estate, spec, locale);
  const href = spec.format === 'link' ? safeUrl(text) : undefined;
  return {
    key,
    label,
    value: text,
    ...(description && { description }),
    ...(href && { href }),
    ...(spec.floodingScore && showsFloodingIcon(text) && { warning: true }),
  };
}

/** A group of lines under its heading, as every front-end shows it; groups without a line are left out by their page. */
export interface FieldGroup<Row extends FieldRow = FieldRow> {
  readonly id: string;
  /** The heading's key (message id). */
  readonly title: string;
  readonly rows: readonly Row[];
}

/** The lines of a group that show (§2 fallback and combined fields, §4 a sold price, §5 hidden fields). */
export function fieldGroup(estate: Estate, section: SectionSpec, locale: Locale): FieldGroup {
  return { id: section.id, title: section.title, rows: section.fields.flatMap((spec) => fieldRow(estate, spec, locale) ?? []) };
}
