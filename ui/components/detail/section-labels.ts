import type { MessageDescriptor } from 'react-intl';
import { fieldRow, type FieldRow, type FieldSpec } from '../../../domain/display/field-rows';
import type { Estate } from '../../../domain/estate/estate';
import type { EstateFieldPath } from '../../../domain/estate/estate-field-path';
import type { Locale } from '../../../domain/shared/locale';

/** The heading and line labels of a group of detail lines whose lines the core decides (the legal information). */
export interface SectionLabels {
  readonly id: string;
  readonly title: MessageDescriptor;
  readonly labels: Readonly<Partial<Record<EstateFieldPath, MessageDescriptor>>>;
}

/** A group of lines the page decides itself (what the estate is like): each line with its label. */
export interface LabelledSectionSpec {
  readonly id: string;
  readonly title: MessageDescriptor;
  readonly fields: readonly (FieldSpec & { readonly label: MessageDescriptor })[];
}

/** A line to render, with its label. */
export interface LabelledRow<Row extends FieldRow = FieldRow> {
  readonly label: MessageDescriptor;
  readonly row: Row;
}

/** The lines of a page-made group that show (§2, §5), labelled. */
export function labelledRows(estate: Estate, section: LabelledSectionSpec, locale: Locale): readonly LabelledRow[] {
  return section.fields.flatMap(({ label, ...spec }) => {
    const row = fieldRow(estate, spec, locale);
    return row === null ? [] : [{ label, row }];
  });
}
