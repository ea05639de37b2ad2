import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import type { LegalRow } from '../../../domain/legal/legal-view';
import { FloodWarning } from './flood-warning';
import type { LabelledRow } from './section-labels';

interface FieldSectionProps {
  readonly id: string;
  readonly title: MessageDescriptor;
  readonly rows: readonly LabelledRow<LegalRow>[];
  /** A section of its own (2) or part of the legal information (3). */
  readonly level: 2 | 3;
}

/** One group of detail lines under its heading, rendered as decided; nothing at all when none of its lines shows. */
export function FieldSection({ id, title, rows, level }: FieldSectionProps) {
  const intl = useIntl();
  if (rows.length === 0) return null;
  const headingId = `detail-section-${id}`;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={`detail-section detail-section--${id}`} aria-labelledby={headingId}>
      <Heading id={headingId} className="detail-section__title">
        {intl.formatMessage(title)}
      </Heading>
      <dl className="detail-fields">
        {rows.map(({ label, row }) => (
          <div key={row.key} className="detail-fields__row">
            <dt>{intl.formatMessage(label)}</dt>
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
