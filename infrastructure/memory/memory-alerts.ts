import type { AlertDigest, AlertSubscription, AlertSubscriptions, EstateHistory } from '../../application/ports/alerts';
import { estateChanges, type RecordedChange } from '../../domain/alerts/estate-change';
import type { Estate } from '../../domain/estate/estate';
import { searchUnits } from '../../domain/search/search-field-value';
import type { MemoryEstateCatalogue } from './memory-estate-catalogue';
import type { MemoryVisitorRequests } from './memory-visitor-requests';

/** Alerts in memory over the in-memory subscriptions: its outbox is the list of digests delivered. */
export class MemoryAlertSubscriptions implements AlertSubscriptions {
  readonly outbox: AlertDigest[] = [];
  private readonly deliveredKeys = new Map<string, Set<string>>();
  private readonly lastDigest = new Map<string, string>();
  private lease: { holder: string; until: number } | null = null;

  constructor(private readonly requests: MemoryVisitorRequests) {}

  async active(): Promise<readonly AlertSubscription[]> {
    return [...this.requests.subscriptions.values()].flatMap(({ token, email, name, locale, criteria, alerts }) =>
      alerts?.status === 'active' && alerts.confirmedAt
        ? [{ token, email, ...(name && { name }), locale, criteria, rhythm: alerts.rhythm, followed: alerts.followed, activeSince: alerts.confirmedAt, lastDigestAt: this.lastDigest.get(token) ?? null }]
        : [],
    );
  }

  async delivered(token: string): Promise<ReadonlySet<string>> {
    return new Set(this.deliveredKeys.get(token));
  }

  async deliver(digest: AlertDigest): Promise<boolean> {
    const { token } = digest.subscription;
    const keys = digest.items.flatMap((item) => item.keys);
    const done = this.deliveredKeys.get(token) ?? new Set<string>();
    if (!this.requests.subscriptions.has(token) || keys.some((key) => done.has(key))) return false;
    for (const key of keys) done.add(key);
    this.deliveredKeys.set(token, done);
    this.lastDigest.set(token, digest.at);
    this.outbox.push(digest);
    return true;
  }

  async acquireLease(holder: string, now: Date, ttlMs: number): Promise<boolean> {
    if (this.lease && this.lease.holder !== holder && this.lease.until > now.getTime()) return false;
    this.lease = { holder, until: now.getTime() + ttlMs };
    return true;
  }

  async releaseLease(holder: string): Promise<void> {
    if (this.lease?.holder === holder) this.lease = null;
  }
}

/** The price history in memory; `write` replaces estates in the in-memory catalogue and records what changed, as an import does. */
export class MemoryEstateHistory implements EstateHistory {
  /** Kept by the catalogue, which shows the price history on the detail page. */
  readonly recorded: RecordedChange[];

  constructor(private readonly catalogue: MemoryEstateCatalogue) {
    this.recorded = catalogue.changes;
  }

  /** Adds or replaces estate groups (by group id) and records each unit's changes at `at`. */
  async write(groups: readonly Estate[], at: Date): Promise<void> {
    const current = await this.catalogue.search({ query: {}, sort: [] });
    const before = new Map(current.results.flatMap(searchUnits).map((unit) => [Number(unit.general.id), unit]));
    for (const unit of groups.flatMap(searchUnits)) {
      for (const change of estateChanges(before.get(Number(unit.general.id)), unit, at)) this.recorded.push({ ...change, id: this.recorded.length + 1 });
    }
    const replaced = new Set(groups.map((group) => Number(group.general.id)));
    this.catalogue.replaceAll([...current.results.filter((group) => !replaced.has(Number(group.general.id))), ...groups]);
  }

  async changes({ since, until, estateIds, kind }: Parameters<EstateHistory['changes']>[0]): Promise<readonly RecordedChange[]> {
    return this.recorded.filter(
      (c) => c.at >= since && c.at <= until && (estateIds === undefined || estateIds.includes(c.estateId)) && (kind === undefined || c.kind === kind),
    );
  }

  async history(estateId: number): Promise<readonly RecordedChange[]> {
    return this.recorded.filter((c) => c.estateId === estateId);
  }
}
