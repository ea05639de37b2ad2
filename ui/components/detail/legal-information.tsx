import { FormattedMessage } from 'react-intl';
import type { Estate } from '../../../domain/estate/estate';
import type { Locale } from '../../../domain/shared/locale';
import { LEGAL_SECTIONS } from './detail-sections';
import { sectionRows } from './field-rows';
import { FieldSection } from './field-section';

/** The information Belgian law requires in an advertisement (§3 groups, §5 hiding), under one heading. */
export function LegalInformation({ estate, locale }: { estate: Estate; locale: Locale }) {
  const sections = LEGAL_SECTIONS.map((section) => ({ section, rows: sectionRows(estate, section, locale) })).filter(
    ({ rows }) => rows.length > 0,
  );
  if (sections.length === 0) return null;
  return (
    <section className="detail-block detail-legal" aria-labelledby="detail-legal-title">
      <h2 id="detail-legal-title">
        <FormattedMessage id="detail.legal.title" defaultMessage="Wettelijke informatie" />
      </h2>
      {sections.map(({ section, rows }) => (
        <FieldSection key={section.id} section={section} rows={rows} level={3} />
      ))}
    </section>
  );
}
