import { FormattedMessage } from 'react-intl';
import type { LegalSection } from '../../../domain/legal/legal-view';
import { FieldSection } from './field-section';

/**
 * The information Belgian law asks of an advertisement, under one heading: the core decided its groups and lines
 * (issue 24: its region's rules, §5 hiding, placeholders, flood marks, heritage consequences; their label keys).
 */
export function LegalInformation({ sections }: { sections: readonly LegalSection[] }) {
  if (sections.length === 0) return null;
  return (
    <section className="detail-block detail-legal" aria-labelledby="detail-legal-title">
      <h2 id="detail-legal-title">
        <FormattedMessage id="detail.legal.title" defaultMessage="Wettelijke informatie" />
      </h2>
      {sections.map((section) => (
        <FieldSection key={section.id} group={section} level={3} />
      ))}
    </section>
  );
}
