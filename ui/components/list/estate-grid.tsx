import { Suspense } from 'react';
import type { ListCard } from '../../../domain/display/list-card';
import { EstateCard } from '../estate/estate-card';

interface EstateGridProps {
  /** The cards as the core made them. */
  readonly estates: readonly ListCard[];
  /** The first card's image is the page's largest paint: fetched first, never lazily. */
  readonly priorityFirst?: boolean;
  /** Placeholder cards while the next page loads. */
  readonly skeletons?: number;
  /** The id of a card's list item, for the cards that start a page ("load more" leads there). */
  readonly itemId?: (entry: ListCard) => string | undefined;
}

/**
 * Cards in a responsive grid: one column on phones, two from the small breakpoint, three from the large. Each card is
 * a Suspense boundary of its own: the browser hydrates each one in a task of its own after the page around it, not
 * all of them in the page's one long task (issue 23 item 1, selective hydration).
 */
export function EstateGrid({ estates, priorityFirst = false, skeletons = 0, itemId }: EstateGridProps) {
  return (
    // Styled lists lose their list role in Safari; the role keeps "list, 15 items" for screen readers.
    <ul className="card-grid" role="list">
      {estates.map((entry, index) => (
        <li key={entry.card.id} className="card-grid__item" id={itemId?.(entry)}>
          <Suspense fallback={null}>
            <EstateCard entry={entry} priority={priorityFirst && index === 0} />
          </Suspense>
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, index) => (
        <li key={`skeleton-${index}`} className="card-grid__item" aria-hidden="true">
          <div className="estate-card estate-card--skeleton">
            <span className="skeleton skeleton--media" />
            <span className="estate-card__body">
              <span className="skeleton skeleton--title" />
              <span className="skeleton skeleton--text" />
              <span className="skeleton skeleton--text list-skeleton__short" />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
