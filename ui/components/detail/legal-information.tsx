import { FormattedMessage } from 'react-intl';
import type { LegalSection } from '../../../domain/legal/legal-view';
import { LEGAL_SECTION_LABELS } from './detail-sections';
import { FieldSection } from './field-section';

/**
 * The information Belgian law asks of an advertisement, under one heading: the core decided its lines (issue 24:
 * its region's rules, §5 hiding, placeholders, flood marks, heritage consequences); this only labels and renders them.
 */
export function LegalInformation({ sections }: { sections: readonly LegalSection[] }) {
  if (sections.length === 0) return null;
  return (
    <section className="detail-block detail-legal" aria-labelledby="detail-legal-title">
      <h2 id="detail-legal-title">
        <FormattedMessage id="detail.legal.title" defaultMessage="Wettelijke informatie" />
      </h2>
      {sections.map(({ id, rows }) => {
        const labels = LEGAL_SECTION_LABELS[id];
        if (!labels) return null;
        const labelled = rows.flatMap((row) => {
          const label = labels.labels[row.key];
          return label ? [{ label, row }] : [];
        });
        return <FieldSection key={id} id={id} title={labels.title} rows={labelled} level={3} />;
      })}
    </section>
  );
}
