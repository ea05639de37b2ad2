import { sql } from 'kysely';
import type { Subscription, VisitorRequests } from '../../../application/ports/visitor-requests';
import type { City, Estate } from '../../../domain/estate/estate';
import type { ContactRequest, SendToFriendRequest, SubscriptionRequest } from '../../../domain/requests/visitor-requests';
import type { MailMessage } from '../mail/mail-composer';
import { slugify } from '../../../domain/routing/slug';
import { enqueueMails } from './sql-outbox';
import { loadSite, unguessableId, type SqlWriteContext } from './sql-write-context';

const SIMILAR_COUNT = 3;
const CITY_SUGGESTIONS = 10;

/** Visitor requests on SQL: each stored, with its mails queued, in one transaction before the reply. */
export class SqlVisitorRequests implements VisitorRequests {
  constructor(private readonly ctx: SqlWriteContext) {}

  private async record(kind: string, document: unknown, mails: MailMessage[]): Promise<void> {
    const { db, siteId, clock } = this.ctx;
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('visitor_requests').values({ site_id: siteId, kind, document: JSON.stringify(document), created_at: now.toISOString() }).execute();
      await enqueueMails(trx, siteId, mails, now);
    });
  }

  async contact(request: ContactRequest): Promise<void> {
    await this.record('contact', request, this.ctx.mails.contact(await loadSite(this.ctx), request));
  }

  async sendToFriend(request: SendToFriendRequest): Promise<void> {
    await this.record('send-to-friend', request, this.ctx.mails.sendToFriend(await loadSite(this.ctx), request));
  }

  async subscribe(request: SubscriptionRequest): Promise<Subscription> {
    const { db, siteId, clock, mails } = this.ctx;
    const site = await loadSite(this.ctx);
    const subscription: Subscription = { ...request, token: unguessableId() };
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const at = now.toISOString();
      await trx.insertInto('subscriptions').values({ token: subscription.token, site_id: siteId, document: JSON.stringify(subscription), created_at: at, updated_at: at }).execute();
      await enqueueMails(trx, siteId, mails.subscribed(site, subscription), now);
    });
    return subscription;
  }

  async subscription(token: string): Promise<Subscription | null> {
    const row = await this.ctx.db.selectFrom('subscriptions').select('document').where('site_id', '=', this.ctx.siteId).where('token', '=', token).executeTakeFirst();
    return row ? (JSON.parse(row.document) as Subscription) : null;
  }

  async editSubscription(token: string, request: SubscriptionRequest): Promise<Subscription | null> {
    // The consent given at sign-up (issue 13 item 7) stays with the subscription when its criteria change.
    const consent = (await this.subscription(token))?.consent;
    const subscription: Subscription = { ...request, ...(consent ? { consent } : {}), token };
    const result = await this.ctx.db
      .updateTable('subscriptions')
      .set({ document: JSON.stringify(subscription), updated_at: this.ctx.clock.now().toISOString() })
      .where('site_id', '=', this.ctx.siteId)
      .where('token', '=', token)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0 ? subscription : null;
  }

  async unsubscribe(token: string): Promise<boolean> {
    const result = await this.ctx.db.deleteFrom('subscriptions').where('site_id', '=', this.ctx.siteId).where('token', '=', token).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Cities with estates on this site whose postal code, name or other names (accents folded) start with the query. */
  async searchCity(query: string): Promise<readonly City[]> {
    const text = query.trim();
    if (text === '') return [];
    const escape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
    const rows = await this.ctx.db
      .selectFrom('site_cities')
      .select('document')
      .where('site_id', '=', this.ctx.siteId)
      .where(sql`search_text`, 'like', sql`${`%|${escape(slugify(text))}%`} escape '\\'`)
      .orderBy('city_id')
      .limit(CITY_SUGGESTIONS)
      .execute();
    return rows.map((row) => JSON.parse(row.document) as City).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** Same head type and transaction, another estate, nearest in price first. */
  async similarEstates(estateId: number): Promise<readonly Estate[]> {
    const { db, siteId } = this.ctx;
    const estate = await db.selectFrom('estate_units').select(['head_type', 'transaction_id', 'price']).where('site_id', '=', siteId).where('id', '=', estateId).executeTakeFirst();
    if (!estate) return [];
    const rows = await db
      .selectFrom('estate_units')
      .select('document')
      .where('site_id', '=', siteId)
      .where('id', '!=', estateId)
      .where('head_type', estate.head_type === null ? 'is' : '=', estate.head_type)
      .where('transaction_id', estate.transaction_id === null ? 'is' : '=', estate.transaction_id)
      .orderBy(sql`abs(coalesce(price, 0) - ${estate.price ?? 0})`)
      .orderBy('id')
      .limit(SIMILAR_COUNT)
      .execute();
    return rows.map((row) => JSON.parse(row.document) as Estate);
  }
}
