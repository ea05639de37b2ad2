import type { Estate } from '../../domain/estate/estate';
import { isSold, TRANSACTION_ID } from '../../domain/estate/estate-status';
import { complianceReport, type ComplianceReport } from '../../domain/legal/compliance';
import { estateKind } from '../../domain/routing/estate-kind';
import type { CoreDeps } from '../core-deps';
import { shownEstates } from '../shown-estates';

type Deps = Pick<CoreDeps, 'catalogue' | 'clock'>;

const ON_OFFER: readonly number[] = [TRANSACTION_ID.FOR_SALE, TRANSACTION_ID.TO_RENT, TRANSACTION_ID.TAKE_OVER];

/** An advertisement still running: for sale, to rent or to take over, and not sold (the alternative source's ids, §4). */
const isOnOffer = (estate: Estate): boolean => ON_OFFER.includes(estate.general.transaction?.id ?? 0) && !isSold(estate);

/** The listings that are advertisements of their own: properties and a project's units (a project shows its units' facts). */
function listingsOf(groups: readonly Estate[]): readonly Estate[] {
  return groups.flatMap((group) =>
    estateKind(group) === 'project' || (group.children?.length ?? 0) > 0
      ? (group.children ?? []).filter((unit) => unit.general.id !== group.general.id)
      : [group],
  );
}

/**
 * Issue 24 item 3: which of the site's advertisements may not be published as they are, and why: every listing the site
 * shows (§5) and still offers, checked against the rules of its region in force today; with a count per rule.
 */
export async function complianceReportQuery(deps: Deps, _input: Record<string, never> = {}): Promise<ComplianceReport> {
  const groups = await shownEstates(deps, 'nl');
  const today = deps.clock.now().toISOString().slice(0, 10);
  return complianceReport(listingsOf(groups).filter(isOnOffer), today);
}
