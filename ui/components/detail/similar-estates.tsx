import { FormattedMessage } from 'react-intl';
import type { ListCard } from '../../../domain/display/list-card';
import { EstateCard } from '../estate/estate-card';

/** §7 similar estates as listing cards (§2), as the core made them. */
export function SimilarEstates({ estates }: { estates: readonly ListCard[] }) {
  if (estates.length === 0) return null;
  return (
    <section className="section detail-similar" aria-labelledby="detail-similar-title">
      <h2 id="detail-similar-title">
        <FormattedMessage id="detail.similar.title" defaultMessage="Vergelijkbare panden" />
      </h2>
      <ul className="card-grid">
        {estates.map((entry) => (
          <li key={entry.card.id}>
            <EstateCard entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}
