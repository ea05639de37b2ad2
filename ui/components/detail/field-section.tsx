import { useIntl } from 'react-intl';
import { labelText } from '../../i18n/label-key';
import type { FieldGroup } from '../../../domain/display/field-rows';
import type { LegalRow } from '../../../domain/legal/legal-view';
import { FloodWarning } from './flood-warning';

interface FieldSectionProps {
  /** The group as the core decided it: heading and line label keys (message ids), values, placeholders. */
  readonly group: FieldGroup<LegalRow>;
  /** A section of its own (2) or part of the legal information (3). */
  readonly level: 2 | 3;
}

/** One group of detail lines under its heading, rendered as decided; nothing at all when none of its lines shows. */
export function FieldSection({ group, level }: FieldSectionProps) {
  const intl = useIntl();
  if (group.rows.length === 0) return null;
  const headingId = `detail-section-${group.id}`;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={`detail-section detail-section--${group.id}`} aria-labelledby={headingId}>
      <Heading id={headingId} className="detail-section__title">
        {labelText(intl, group.title)}
      </Heading>
      <dl className="detail-fields">
        {group.rows.map((row) => (
          <div key={row.key} className="detail-fields__row">
            <dt>{labelText(intl, row.label)}</dt>
            <dd className={row.placeholder ? 'detail-fields__placeholder' : undefined}>
              {row.href ? (
                <a href={row.href} rel="noopener noreferrer external">
                  {row.value}
                </a>
              ) : (
                row.value
              )}
              {row.warning && <FloodWarning />}
              {row.description && <span className="detail-fields__description">{row.description}</span>}
              {row.consequences && <span className="detail-fields__consequences">{row.consequences}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
