import type { AlertDigest, AlertSubscription, AlertSubscriptions, EstateHistory } from '../../../application/ports/alerts';
import type { Subscription } from '../../../application/ports/visitor-requests';
import type { RecordedChange } from '../../../domain/alerts/estate-change';
import { enqueueMails } from './sql-outbox';
import { loadSite, type SqlWriteContext } from './sql-write-context';

/** Thrown inside a delivery transaction to roll it back: another run delivered, or the visitor left. */
class NotDelivered extends Error {}

/** Issue 11 alerts on SQL: active subscriptions, delivered keys, the digest mail queued atomically, a lease row per site. */
export class SqlAlertSubscriptions implements AlertSubscriptions {
  constructor(private readonly ctx: SqlWriteContext) {}

  private get leaseName(): string {
    return `alerts:${this.ctx.siteId}`;
  }

  async active(): Promise<readonly AlertSubscription[]> {
    const rows = await this.ctx.db
      .selectFrom('subscriptions')
      .select(['token', 'document', 'confirmed_at', 'last_digest_at'])
      .where('site_id', '=', this.ctx.siteId)
      .where('status', '=', 'active')
      .orderBy('token')
      .execute();
    return rows.flatMap((row) => {
      const { email, name, locale, criteria, alerts } = JSON.parse(row.document) as Subscription;
      if (!alerts || !row.confirmed_at) return [];
      return [{ token: row.token, email, ...(name && { name }), locale, criteria, rhythm: alerts.rhythm, followed: alerts.followed, activeSince: row.confirmed_at, lastDigestAt: row.last_digest_at }];
    });
  }

  async delivered(token: string): Promise<ReadonlySet<string>> {
    const rows = await this.ctx.db.selectFrom('alert_deliveries').select('item_key').where('site_id', '=', this.ctx.siteId).where('token', '=', token).execute();
    return new Set(rows.map((row) => row.item_key));
  }

  async deliver(digest: AlertDigest): Promise<boolean> {
    const { db, siteId, mails } = this.ctx;
    const { token } = digest.subscription;
    const keys = [...new Set(digest.items.flatMap((item) => item.keys))];
    const site = await loadSite(this.ctx);
    try {
      await db.transaction().execute(async (trx) => {
        // The row lock (PostgreSQL) or the write lock (SQLite) taken here serialises two deliveries to one subscription.
        const moved = await trx
          .updateTable('subscriptions')
          .set({ last_digest_at: digest.at })
          .where('site_id', '=', siteId)
          .where('token', '=', token)
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw new NotDelivered();
        const seen = keys.length === 0 ? [] : await trx.selectFrom('alert_deliveries').select('item_key').where('token', '=', token).where('item_key', 'in', keys).execute();
        if (seen.length > 0) throw new NotDelivered();
        await trx.insertInto('alert_deliveries').values(keys.map((item_key) => ({ token, item_key, site_id: siteId, delivered_at: digest.at }))).execute();
        await enqueueMails(trx, siteId, mails.alertDigest(site, digest), new Date(digest.at));
      });
      return true;
    } catch (error) {
      if (error instanceof NotDelivered) return false;
      throw error;
    }
  }

  /** Takes the lease when it is free, expired or already ours; one statement each, so two workers never both win. */
  async acquireLease(holder: string, now: Date, ttlMs: number): Promise<boolean> {
    const { db } = this.ctx;
    const expires_at = new Date(now.getTime() + ttlMs).toISOString();
    const taken = await db
      .updateTable('leases')
      .set({ holder, expires_at })
      .where('name', '=', this.leaseName)
      .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<=', now.toISOString())]))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return true;
    await db.insertInto('leases').values({ name: this.leaseName, holder, expires_at }).onConflict((oc) => oc.column('name').doNothing()).execute();
    const row = await db.selectFrom('leases').select('holder').where('name', '=', this.leaseName).executeTakeFirst();
    return row?.holder === holder;
  }

  async releaseLease(holder: string): Promise<void> {
    await this.ctx.db.deleteFrom('leases').where('name', '=', this.leaseName).where('holder', '=', holder).execute();
  }
}

/** Issue 11 price history on SQL (written by imports, see store-site-data). */
export class SqlEstateHistory implements EstateHistory {
  constructor(private readonly ctx: Pick<SqlWriteContext, 'db' | 'siteId'>) {}

  async changes({ since, until, estateIds, kind }: Parameters<EstateHistory['changes']>[0]): Promise<readonly RecordedChange[]> {
    if (estateIds !== undefined && estateIds.length === 0) return [];
    let query = this.ctx.db
      .selectFrom('estate_history')
      .select(['id', 'document'])
      .where('site_id', '=', this.ctx.siteId)
      .where('at', '>=', since)
      .where('at', '<=', until);
    if (kind) query = query.where('kind', '=', kind);
    if (estateIds) query = query.where('estate_id', 'in', [...estateIds]);
    const rows = await query.orderBy('id').execute();
    return rows.map((row) => ({ ...(JSON.parse(row.document) as RecordedChange), id: Number(row.id) }));
  }

  async history(estateId: number): Promise<readonly RecordedChange[]> {
    const rows = await this.ctx.db.selectFrom('estate_history').select(['id', 'document']).where('site_id', '=', this.ctx.siteId).where('estate_id', '=', estateId).orderBy('id').execute();
    return rows.map((row) => ({ ...(JSON.parse(row.document) as RecordedChange), id: Number(row.id) }));
  }
}
