import { COMPARE_FACTS, compareFactValues, factDiffers, type CompareFact, type CompareFactValues } from '../../domain/compare/compare-facts';
import { brusselsToday } from '../../domain/display/format-date';
import { COMPARE_MIN } from '../../domain/compare/compare-ids';
import { ratesOn } from '../../domain/costs/cost-rates';
import type { BuyerSituation } from '../../domain/costs/registration-duties';
import { notEntered } from '../../domain/display/labels';
import { listingCard } from '../../domain/display/listing-card';
import type { Estate, Picture } from '../../domain/estate/estate';
import type { Locale } from '../../domain/shared/locale';
import type { CoreDeps } from '../core-deps';
import { page, pageQuery, type PageResult } from './page-result';

/** One estate of the comparison: its card-sized identity and its facts. */
export interface ComparedEstate {
  readonly kind: 'estate';
  readonly id: string;
  readonly href: string;
  /** Issue 19: the estate's one title (domain/display/estate-title.ts), in the page's language. */
  readonly title: string;
  readonly image?: string;
  /** The picture behind `image`, with its variants when our catalogue serves them (issue 20). */
  readonly photo?: Picture;
  readonly facts: CompareFactValues;
}

/** An id the page cannot show: unknown, or its status hidden by the site (§5, refused per column). */
export interface UnavailableEstate {
  readonly kind: 'unavailable';
  readonly id: string;
}

export type CompareColumn = ComparedEstate | UnavailableEstate;

/** One estate's value of a fact, or §2's 'not entered' placeholder (in the page's language) when it has none. */
export interface CompareCell {
  readonly value: string;
  readonly placeholder?: true;
}

export interface CompareRow {
  readonly fact: CompareFact;
  /** One cell per column; an unavailable column's are placeholders. */
  readonly cells: readonly CompareCell[];
  readonly differs: boolean;
}

export interface ComparePageView {
  readonly locale: Locale;
  /** The ids in the URL (2 to 4 make a comparison). */
  readonly ids: readonly string[];
  readonly columns: readonly CompareColumn[];
  /** One row per fact that at least one estate has. */
  readonly rows: readonly CompareRow[];
  /** The buyer situation of the total cost row (issue 10). */
  readonly situation: BuyerSituation;
  /** Fewer than two estates to compare. */
  readonly tooFew: boolean;
}

export interface CompareRequest {
  readonly locale: Locale;
  /** Parsed from the URL by `parseCompareIds`. */
  readonly ids: readonly number[];
  readonly situation: BuyerSituation;
}

function column(estate: Estate | null, id: number, request: CompareRequest, day: string): CompareColumn {
  if (estate === null) return { kind: 'unavailable', id: String(id) };
  const card = listingCard(estate, request.locale);
  return {
    kind: 'estate',
    id: String(id),
    href: card.href,
    title: card.title,
    ...(card.image && { image: card.image }),
    ...(card.photo && { photo: card.photo }),
    facts: compareFactValues(estate, request.locale, ratesOn(day), request.situation),
  };
}

/**
 * Issue 10 compare page: 2 to 4 estates side by side, one column each and one row per fact, rows whose values
 * differ marked. Every column obeys §5: an estate whose status the site hides is refused like an unknown id.
 */
export function comparePage(
  { catalogue, clock, logger }: Pick<CoreDeps, 'catalogue' | 'clock' | 'logger'>,
  request: CompareRequest,
): Promise<PageResult<ComparePageView>> {
  return pageQuery(logger, 'the compare page', async () => {
    const estates = await Promise.all(request.ids.map((id) => catalogue.estate(id, request.locale)));
    // Issue 20: the day in Brussels decides which cost rates apply, not the UTC day.
    const day = brusselsToday(clock.now());
    const columns = request.ids.map((id, index) => {
      return column(estates[index] ?? null, id, request, day);
    });
    const shown = columns.filter((entry): entry is ComparedEstate => entry.kind === 'estate');
    const placeholder: CompareCell = { value: notEntered(request.locale), placeholder: true };
    const rows = COMPARE_FACTS.map((fact) => {
      const values = columns.map((entry) => (entry.kind === 'estate' ? entry.facts[fact] : ''));
      const cells = values.map((value): CompareCell => (value === '' ? placeholder : { value }));
      return { fact, cells, values, differs: factDiffers(shown.map((entry) => entry.facts[fact])) };
    })
      .filter((row) => row.values.some((value) => value !== ''))
      .map(({ fact, cells, differs }): CompareRow => ({ fact, cells, differs }));
    return page({
      locale: request.locale,
      ids: request.ids.map(String),
      columns,
      rows,
      situation: request.situation,
      tooFew: shown.length < COMPARE_MIN,
    });
  });
}
