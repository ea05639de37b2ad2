import { useIntl } from 'react-intl';
import type { FieldRow, SectionSpec } from './field-rows';
import { FloodWarning } from './flood-warning';

interface FieldSectionProps {
  readonly section: SectionSpec;
  readonly rows: readonly FieldRow[];
  /** A section of its own (2) or part of the legal information (3). */
  readonly level: 2 | 3;
}

/** One group of detail lines under its heading; nothing at all when none of its lines shows. */
export function FieldSection({ section, rows, level }: FieldSectionProps) {
  const intl = useIntl();
  if (rows.length === 0) return null;
  const headingId = `detail-section-${section.id}`;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={`detail-section detail-section--${section.id}`} aria-labelledby={headingId}>
      <Heading id={headingId} className="detail-section__title">
        {intl.formatMessage(section.title)}
      </Heading>
      <dl className="detail-fields">
        {rows.map((row) => (
          <div key={row.key} className="detail-fields__row">
            <dt>{intl.formatMessage(row.label)}</dt>
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
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
