import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { DEFAULT_RHYTHM } from '../../../domain/alerts/alert-rhythm';
import { confirmationExpiresAt, isConfirmationValid } from '../../../domain/alerts/confirmation';
import type { Subscription, VisitorRequests } from '../../../application/ports/visitor-requests';
import type { City, Estate } from '../../../domain/estate/estate';
import type { Locale } from '../../../domain/shared/locale';
import type { ContactRequest, SendToFriendRequest, SubscriptionRequest } from '../../../domain/requests/visitor-requests';
import type { EstateInLanguage, MailMessage } from '../mail/mail-composer';
import { slugify } from '../../../domain/routing/slug';
import { enqueueMails } from './sql-outbox';
import { loadSite, unguessableId, type SqlWriteContext } from './sql-write-context';

const SIMILAR_COUNT = 3;
const CITY_SUGGESTIONS = 10;

/** The database keeps only a digest of a confirmation token: a leaked backup confirms nothing. */
export const confirmationHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface SqlRequestsContext extends SqlWriteContext {
  /** Issue 13 item 4: the estate a request names, as each language reads it (for the mails); absent = by id only. */
  readonly estateIn?: (estateId: number) => Promise<EstateInLanguage | null>;
  /** Issue 13 item 3: an estate as the asker's language reads it (similar estates); absent = as stored. */
  readonly localise?: (estate: Estate, locale: Locale | undefined) => Estate;
}

/** Visitor requests on SQL: each stored, with its mails queued, in one transaction before the reply. */
export class SqlVisitorRequests implements VisitorRequests {
  readonly alertsBy = 'site' as const;

  constructor(private readonly ctx: SqlRequestsContext) {}

  private async estate(estateId: number | undefined): Promise<EstateInLanguage | undefined> {
    if (estateId === undefined || !this.ctx.estateIn) return undefined;
    return (await this.ctx.estateIn(estateId)) ?? undefined;
  }

  private async record(kind: string, document: unknown, mails: MailMessage[]): Promise<void> {
    const { db, siteId, clock } = this.ctx;
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('visitor_requests').values({ site_id: siteId, kind, document: JSON.stringify(document), created_at: now.toISOString() }).execute();
      await enqueueMails(trx, siteId, mails, now);
    });
  }

  async contact(request: ContactRequest): Promise<void> {
    const [site, estate] = await Promise.all([loadSite(this.ctx), this.estate(request.estateId)]);
    await this.record('contact', request, this.ctx.mails.contact(site, request, estate));
  }

  async sendToFriend(request: SendToFriendRequest): Promise<void> {
    const [site, estate] = await Promise.all([loadSite(this.ctx), this.estate(request.estateId)]);
    await this.record('send-to-friend', request, this.ctx.mails.sendToFriend(site, request, estate));
  }

  /** Issue 11 double opt-in: stored pending, with the confirmation mail (the token's digest kept, the token mailed). */
  async subscribe(request: SubscriptionRequest): Promise<Subscription> {
    const { db, siteId, clock, mails } = this.ctx;
    const site = await loadSite(this.ctx);
    const { rhythm = DEFAULT_RHYTHM, followed = [], ...rest } = request;
    const subscription: Subscription = {
      ...rest,
      token: unguessableId(),
      alerts: { status: 'pending', rhythm, followed },
    };
    const confirmation = unguessableId();
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const at = now.toISOString();
      await trx
        .insertInto('subscriptions')
        .values({
          token: subscription.token,
          site_id: siteId,
          document: JSON.stringify(subscription),
          created_at: at,
          updated_at: at,
          status: 'pending',
          confirmation_hash: confirmationHash(confirmation),
          confirmation_expires_at: confirmationExpiresAt(now).toISOString(),
          confirmed_at: null,
          last_digest_at: null,
        })
        .execute();
      await enqueueMails(trx, siteId, mails.subscribed(site, subscription, confirmation), now);
    });
    return subscription;
  }

  async subscription(token: string): Promise<Subscription | null> {
    const row = await this.ctx.db.selectFrom('subscriptions').select('document').where('site_id', '=', this.ctx.siteId).where('token', '=', token).executeTakeFirst();
    return row ? (JSON.parse(row.document) as Subscription) : null;
  }

  /** Criteria, name, language and rhythm replaced; the consent, status and followed estates stay (unless sent). */
  async editSubscription(token: string, request: SubscriptionRequest): Promise<Subscription | null> {
    return this.change(token, (before) => {
      const { rhythm, followed, name, email, criteria, locale } = request;
      const rest = { ...(name !== undefined && { name }), email, criteria, locale };
      const alerts = before.alerts && { ...before.alerts, ...(rhythm && { rhythm }), ...(followed && { followed }) };
      // The consent given at sign-up (issue 13 item 7) stays with the subscription when its criteria change.
      return { ...rest, ...(before.consent && { consent: before.consent }), token, ...(alerts && { alerts }) };
    });
  }

  async followEstates(token: string, estateIds: readonly number[]): Promise<Subscription | null> {
    return this.change(token, (before) => (before.alerts ? { ...before, alerts: { ...before.alerts, followed: [...estateIds] } } : null));
  }

  /** Activates the subscription of an unexpired confirmation token; a second click finds it active. */
  async confirmSubscription(confirmationToken: string): Promise<Subscription | null> {
    const { db, siteId, clock } = this.ctx;
    const row = await db
      .selectFrom('subscriptions')
      .select(['token', 'status', 'confirmation_expires_at'])
      .where('site_id', '=', siteId)
      .where('confirmation_hash', '=', confirmationHash(confirmationToken))
      .executeTakeFirst();
    if (!row) return null;
    if (row.status === 'active') return this.subscription(row.token);
    const now = clock.now();
    if (!row.confirmation_expires_at || !isConfirmationValid(row.confirmation_expires_at, now)) return null;
    const at = now.toISOString();
    const confirmed = await this.change(row.token, (before) =>
      before.alerts ? { ...before, alerts: { ...before.alerts, status: 'active', confirmedAt: at } } : null,
      { status: 'active', confirmed_at: at },
    );
    return confirmed;
  }

  private async change(
    token: string,
    edit: (before: Subscription) => Subscription | null,
    columns: { status?: string; confirmed_at?: string } = {},
  ): Promise<Subscription | null> {
    const { db, siteId, clock } = this.ctx;
    return db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('subscriptions').select('document').where('site_id', '=', siteId).where('token', '=', token).executeTakeFirst();
      const after = row ? edit(JSON.parse(row.document) as Subscription) : null;
      if (!after) return null;
      await trx
        .updateTable('subscriptions')
        .set({ document: JSON.stringify(after), updated_at: clock.now().toISOString(), ...columns })
        .where('site_id', '=', siteId)
        .where('token', '=', token)
        .execute();
      return after;
    });
  }

  /** Leaving removes the subscription and what it was sent (GDPR: nothing kept about the visitor). */
  async unsubscribe(token: string): Promise<boolean> {
    const { db, siteId } = this.ctx;
    return db.transaction().execute(async (trx) => {
      const result = await trx.deleteFrom('subscriptions').where('site_id', '=', siteId).where('token', '=', token).executeTakeFirst();
      await trx.deleteFrom('alert_deliveries').where('site_id', '=', siteId).where('token', '=', token).execute();
      return Number(result.numDeletedRows) > 0;
    });
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

  /** Same head type and transaction, another estate, nearest in price first (an unpriced one counts as 0), then by id. */
  async similarEstates(estateId: number, locale?: Locale): Promise<readonly Estate[]> {
    const { db, siteId } = this.ctx;
    const estate = await db.selectFrom('estate_units').select(['head_type', 'transaction_id', 'price']).where('site_id', '=', siteId).where('id', '=', estateId).executeTakeFirst();
    if (!estate) return [];
    const price = estate.price ?? 0;
    const distance = sql`abs(coalesce(price, 0) - ${price})`;
    // Issue 21 (reads at portal scale): sorting every estate of the same kind by its distance grows with the site
    // (40 estates in the demo, tens of thousands on a portal). The nearest are among the first few on either side of
    // the price in the (site, transaction, head type, price) index, and the lowest ids of the unpriced: each side
    // read in index order, SIMILAR_COUNT rows at most, whatever the site's size.
    const sameKind = () =>
      db
        .selectFrom('estate_units')
        .select('id')
        .where('site_id', '=', siteId)
        .where('transaction_id', estate.transaction_id === null ? 'is' : '=', estate.transaction_id)
        .where('head_type', estate.head_type === null ? 'is' : '=', estate.head_type)
        .where('id', '!=', estateId)
        .limit(SIMILAR_COUNT);
    const above = sameKind().where('price', '>=', price).orderBy('price').orderBy('id');
    const below = sameKind().where('price', '<', price).orderBy('price', 'desc').orderBy('id');
    const unpriced = sameKind().where('price', 'is', null).orderBy('id');
    const candidates = db
      .selectFrom(above.as('above'))
      .select('id')
      .unionAll(db.selectFrom(below.as('below')).select('id'))
      .unionAll(db.selectFrom(unpriced.as('unpriced')).select('id'));
    // At most three times SIMILAR_COUNT candidates: sorting them with their documents costs nothing worth a step more.
    const rows = await db
      .selectFrom('estate_units')
      .select('document')
      .where('site_id', '=', siteId)
      .where('id', 'in', candidates)
      .orderBy(distance)
      .orderBy('id')
      .limit(SIMILAR_COUNT)
      .execute();
    const localise = this.ctx.localise ?? ((estate: Estate) => estate);
    return rows.map((row) => localise(JSON.parse(row.document) as Estate, locale));
  }
}
