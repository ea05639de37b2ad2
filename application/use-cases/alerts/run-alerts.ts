import { digestItems } from '../../../domain/alerts/alert-digest';
import { isDigestDue } from '../../../domain/alerts/alert-rhythm';
import type { Estate } from '../../../domain/estate/estate';
import { criteriaFilter } from '../../../domain/requests/subscription-criteria';
import { buildSearchBody, favouritesSearchBody, type SearchBody } from '../../../domain/search/search-body';
import { SEARCH_FIELDS } from '../../../domain/search/search-fields';
import { searchUnits } from '../../../domain/search/search-field-value';
import type { AlertSubscription, AlertSubscriptions, EstateHistory } from '../../ports/alerts';
import type { Clock } from '../../ports/clock';
import type { EstateCatalogue } from '../../ports/estate-catalogue';
import type { Logger } from '../../ports/logger';

export interface AlertRunDeps {
  readonly alerts: AlertSubscriptions;
  readonly history: EstateHistory;
  /** The site's catalogue as its visitors see it (§5: application/visible-catalogue.ts, bound by the scheduler). */
  readonly catalogue: EstateCatalogue;
  readonly clock: Clock;
  readonly logger: Logger;
}

export interface AlertRunReport {
  /** False when another worker holds the lease: this run did nothing. */
  readonly ran: boolean;
  readonly checked: number;
  readonly mailed: number;
  readonly failed: number;
}

/** A run may take this long before another worker may take over (it renews the lease per subscription). */
export const ALERT_LEASE_MS = 5 * 60_000;

const idsOf = (estates: readonly Estate[]): number[] => estates.flatMap((estate) => searchUnits(estate).map((unit) => Number(unit.general.id)));

/** The subscription's search as the list runs it (§2 filters), narrowed to the given estate ids. */
function matchingBody(subscription: AlertSubscription, ids: readonly number[]): SearchBody {
  const body = buildSearchBody({ filter: criteriaFilter(subscription.criteria), from: 0, size: ids.length });
  return { ...body, query: { ...body.query, terms: { ...body.query.terms, [SEARCH_FIELDS.id]: [...ids] } } };
}

/**
 * Issue 11, the alert scheduler's one run: per active subscription whose digest is due (its rhythm, the clock
 * passed in), the estates listed since its last digest that its search finds with the list's rules, and the
 * price drops and status changes of the estates it follows that the site shows; one digest, delivered
 * atomically with the keys of what it says. A run that dies part-way leaves the others undelivered and the
 * lease to expire, so the next run resumes them; delivered keys make a second delivery impossible.
 */
export async function runAlerts(deps: AlertRunDeps, { holder }: { readonly holder: string }): Promise<AlertRunReport> {
  const { alerts, history, catalogue, clock, logger } = deps;
  if (!(await alerts.acquireLease(holder, clock.now(), ALERT_LEASE_MS))) return { ran: false, checked: 0, mailed: 0, failed: 0 };
  let checked = 0;
  let mailed = 0;
  let failed = 0;
  try {
    for (const subscription of await alerts.active()) {
      const now = clock.now();
      if (!isDigestDue(subscription.rhythm, subscription.lastDigestAt, subscription.activeSince, now)) continue;
      checked += 1;
      try {
        if (await digestOne(subscription, now)) mailed += 1;
      } catch (error) {
        failed += 1;
        logger.error(`Alerts: the digest of a subscription failed; the next run tries again`, error);
      }
      if (!(await alerts.acquireLease(holder, clock.now(), ALERT_LEASE_MS))) break;
    }
  } finally {
    await alerts.releaseLease(holder);
  }
  return { ran: true, checked, mailed, failed };

  async function digestOne(subscription: AlertSubscription, now: Date): Promise<boolean> {
    const range = { since: subscription.lastDigestAt ?? subscription.activeSince, until: now.toISOString() };
    const listed = await history.changes({ ...range, kind: 'listed' });
    const listedIds = [...new Set(listed.map((change) => change.estateId))];
    const matching = listedIds.length > 0 ? (await catalogue.search(matchingBody(subscription, listedIds), subscription.locale)).results : [];
    const followedChanges = subscription.followed.length > 0 ? await history.changes({ ...range, estateIds: subscription.followed }) : [];
    const changedIds = [...new Set(followedChanges.map((c) => c.estateId))];
    const followedBody = favouritesSearchBody(changedIds.map(String));
    const followedFound = followedBody ? (await catalogue.search(followedBody, subscription.locale)).results : [];
    const items = digestItems({
      listed,
      matching: new Set(idsOf(matching).filter((id) => listedIds.includes(id))),
      followedChanges,
      shown: new Set(idsOf(followedFound)),
      delivered: await alerts.delivered(subscription.token),
    });
    if (items.length === 0) return false;
    const estates = new Map<number, Estate>();
    for (const group of [...matching, ...followedFound]) for (const unit of [group, ...(group.children ?? [])]) estates.set(Number(unit.general.id), unit);
    const withEstates = items.flatMap((item) => {
      const estate = estates.get(item.estateId);
      return estate ? [{ ...item, estate }] : [];
    });
    if (withEstates.length === 0) return false;
    return alerts.deliver({ subscription, items: withEstates, at: now.toISOString() });
  }
}
