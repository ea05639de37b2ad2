import { FormattedMessage } from 'react-intl';
import type { Estate } from '../../../domain/estate/estate';
import type { Locale } from '../../../domain/shared/locale';
import { EstateCard } from '../estate/estate-card';

/** §7 similar estates as listing cards (§2). */
export function SimilarEstates({ estates, locale }: { estates: readonly Estate[]; locale: Locale }) {
  if (estates.length === 0) return null;
  return (
    <section className="section detail-similar" aria-labelledby="detail-similar-title">
      <h2 id="detail-similar-title">
        <FormattedMessage id="detail.similar.title" defaultMessage="Vergelijkbare panden" />
      </h2>
      <ul className="card-grid">
        {estates.map((estate) => (
          <li key={estate.general.id}>
            <EstateCard estate={estate} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
