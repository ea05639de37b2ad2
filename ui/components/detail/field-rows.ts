import type { MessageDescriptor } from 'react-intl';
import { showsFloodingIcon } from '../../../domain/display/flooding';
import { notEntered, rentPeriod } from '../../../domain/display/labels';
import { priceLine } from '../../../domain/display/price-line';
import type { Estate } from '../../../domain/estate/estate';
import type { EstateFieldPath } from '../../../domain/estate/estate-field-path';
import { showsPrice } from '../../../domain/estate/estate-status';
import type { Locale } from '../../../domain/shared/locale';
import { combinedValue, descriptionFieldOf } from '../../../domain/visibility/combined-fields';
import { valueWithFallback } from '../../../domain/visibility/fallback-fields';
import { isFieldHidden } from '../../../domain/visibility/hidden-fields';
import { isVisibleValue } from '../../../domain/visibility/visible-value';
import { formatFieldValue, type FieldFormat } from './field-format';
import { safeUrl } from './safe-url';

/** One line of a detail table: which value, its label, how it is written and when it shows. */
export interface FieldSpec {
  readonly path: EstateFieldPath;
  readonly label: MessageDescriptor;
  readonly format: FieldFormat;
  /** A mention the law requires: shown with the 'Not entered' placeholder when empty (§2). */
  readonly required?: boolean;
  /** Shown with this text when empty instead (e.g. the violation default text, §2). */
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
}

/** A group of lines under one heading (§3 property field groups). */
export interface SectionSpec {
  readonly id: string;
  readonly title: MessageDescriptor;
  readonly fields: readonly FieldSpec[];
}

export interface FieldRow {
  readonly key: string;
  readonly label: MessageDescriptor;
  readonly value: string;
  readonly description?: string;
  /** The value is the 'Not entered' placeholder. */
  readonly placeholder?: boolean;
  readonly href?: string;
  /** A flooding score after C. */
  readonly warning?: boolean;
}

function isHidden(estate: Estate, spec: FieldSpec, value: unknown): boolean {
  if (isFieldHidden(spec.path, estate, value)) return true;
  if (spec.hiddenWith !== undefined && isFieldHidden(spec.hiddenWith, estate, value)) return true;
  if (spec.isPrice && !showsPrice(estate)) return true;
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
 * hides it, written per §2; empty values show only as the placeholder or default text their spec names.
 */
export function fieldRow(estate: Estate, spec: FieldSpec, locale: Locale): FieldRow | null {
  const value = valueWithFallback(estate, spec.path);
  if (isHidden(estate, spec, value)) return null;
  const written = isVisibleValue(value) ? formatFieldValue(value, spec.format, locale) : '';
  const text = written && spec.askingPrice && priceLine(estate, locale).period === 'month' ? `${written} ${rentPeriod(locale)}` : written;
  const base = { key: spec.path, label: spec.label };
  if (text === '') {
    if (spec.whenEmpty) return { ...base, value: spec.whenEmpty(value, locale) };
    return spec.required ? { ...base, value: notEntered(locale), placeholder: true } : null;
  }
  const description = descriptionOf(estate, spec, locale);
  return {
    ...base,
    value: text,
    ...(description && { description }),
    ...(spec.format === 'link' && safeUrl(text) && { href: safeUrl(text) }),
    ...(spec.floodingScore && showsFloodingIcon(text) && { warning: true }),
  };
}

export function sectionRows(estate: Estate, section: SectionSpec, locale: Locale): readonly FieldRow[] {
  return section.fields.map((spec) => fieldRow(estate, spec, locale)).filter((row): row is FieldRow => row !== null);
}
