import { randomBytes } from 'node:crypto';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { ConflictError } from '../../../application/ports/port-errors';
import type { RentalReservationConfirmation, RentalSearch, RentalSearchResult, RentalUnits } from '../../../application/ports/rental-units';
import type { RentalPeriod, RentalReservation, RentalUnit } from '../../../domain/rental/rental-unit';
import { reservationReference } from '../../../domain/rental/reservation-reference';
import { EMPTY_RENTAL_FILTER_DATA, type RentalFilterData } from '../../../domain/search/filter-data';
import type { Locale } from '../../../domain/shared/locale';
import { hasPeriodCriteria, rentalFacets, stayPrice } from '../../../domain/rental/rental-search';
import type { CatalogueSchema } from './schema';
import { enqueueMails } from './sql-outbox';
import { loadSite, unguessableId, type SqlWriteContext } from './sql-write-context';

/** A rental period (`p`) that no reservation of its unit overlaps. */
const notReserved = (eb: ExpressionBuilder<CatalogueSchema & { p: CatalogueSchema['rental_periods'] }, 'p'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('rental_reservations as r')
        .select('r.id')
        .whereRef('r.site_id', '=', 'p.site_id')
        .whereRef('r.unit_id', '=', 'p.unit_id')
        .whereRef('r.start_date', '<', 'p.end_date')
        .whereRef('p.start_date', '<', 'r.end_date'),
    ),
  );

/** Holiday rental units on SQL. A reservation locks its unit, so two overlapping ones cannot both succeed. */
export class SqlRentalUnits implements RentalUnits {
  constructor(private readonly ctx: SqlWriteContext & { readonly photoBase: string }) {}

  /** The units that match: the unit columns, and one free (unreserved) period that the period criteria accept. */
  private matching(criteria: RentalSearch) {
    const { db, siteId } = this.ctx;
    let query = db.selectFrom('rental_units').where('site_id', '=', siteId);
    if (criteria.persons !== undefined) query = query.where('max_occupation', '>=', criteria.persons);
    if (criteria.location !== undefined) query = query.where('location_id', '=', criteria.location);
    if (criteria.city !== undefined) query = query.where('city_id', '=', criteria.city);
    if (criteria.subKind !== undefined) query = query.where('sub_kind_id', '=', criteria.subKind);
    if (hasPeriodCriteria(criteria)) {
      query = query.where((eb) => eb.exists(this.freePeriods(criteria).select('p.unit_id').where('p.unit_id', '=', eb.ref('rental_units.id'))));
    }
    return query;
  }

  /** The site's free periods (no reservation overlaps them) that the period criteria accept. */
  private freePeriods(criteria: RentalSearch) {
    const { db, siteId } = this.ctx;
    let query = db
      .selectFrom('rental_periods as p')
      .where('p.site_id', '=', siteId)
      .where(notReserved);
    if (criteria.periodType !== undefined) query = query.where('p.type', '=', criteria.periodType);
    if (criteria.arrival !== undefined) query = query.where('p.start_date', '=', criteria.arrival);
    if (criteria.availableFrom !== undefined) query = query.where('p.start_date', '>=', criteria.availableFrom);
    if (criteria.availableUntil !== undefined) query = query.where('p.end_date', '<=', criteria.availableUntil);
    return query;
  }

  async search(criteria: RentalSearch): Promise<RentalSearchResult> {
    const total = await this.matching(criteria).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const rows = await this.matching(criteria)
      .select('document')
      .orderBy('id')
      .limit(criteria.size ?? 1000)
      .offset(criteria.from ?? 0)
      .execute();
    return { total: Number(total?.total ?? 0), results: rows.map((row) => JSON.parse(row.document) as RentalUnit) };
  }

  /**
   * §3 filter data of the matching units. A site lets a few hundred holiday homes at most: their documents and
   * free periods are read in two queries and counted by the domain's rules, the same the memory adapter uses.
   */
  async filters(criteria: RentalSearch): Promise<RentalFilterData> {
    const units = await this.matching(criteria).select(['id', 'document']).orderBy('id').execute();
    if (units.length === 0) return EMPTY_RENTAL_FILTER_DATA;
    const periods = await this.freePeriods(criteria)
      .select(['p.unit_id', 'p.start_date', 'p.end_date', 'p.price', 'p.type'])
      .where('p.unit_id', 'in', units.map((unit) => unit.id))
      .orderBy('p.start_date')
      .execute();
    const byUnit = new Map<number, RentalPeriod[]>();
    for (const row of periods) {
      const list = byUnit.get(Number(row.unit_id)) ?? [];
      list.push({ start: row.start_date, end: row.end_date, price: Number(row.price), type: row.type });
      byUnit.set(Number(row.unit_id), list);
    }
    const entries = units.map((row) => ({ unit: JSON.parse(row.document) as RentalUnit, freePeriods: byUnit.get(Number(row.id)) ?? [] }));
    return rentalFacets(entries, criteria);
  }

  async unit(id: number, _locale?: Locale): Promise<RentalUnit | null> {
    const row = await this.ctx.db.selectFrom('rental_units').select('document').where('site_id', '=', this.ctx.siteId).where('id', '=', id).executeTakeFirst();
    return row ? (JSON.parse(row.document) as RentalUnit) : null;
  }

  /** Periods still free: none of the unit's reservations overlaps them. */
  async periods(id: number): Promise<readonly RentalPeriod[]> {
    const { db, siteId } = this.ctx;
    const rows = await db
      .selectFrom('rental_periods as p')
      .select(['p.start_date', 'p.end_date', 'p.price', 'p.type'])
      .where('p.site_id', '=', siteId)
      .where('p.unit_id', '=', id)
      .where(notReserved)
      .orderBy('p.start_date')
      .execute();
    return rows.map((row) => ({ start: row.start_date, end: row.end_date, price: Number(row.price), type: row.type }));
  }

  async reserve(reservation: RentalReservation): Promise<RentalReservationConfirmation> {
    const { db, siteId, dialect, clock, mails } = this.ctx;
    const site = await loadSite(this.ctx);
    const { start, end } = reservation.period;
    return db.transaction().execute(async (trx) => {
      // PostgreSQL: lock the unit row; SQLite transactions begin IMMEDIATE (database.ts): one writer at a time, across processes too.
      let lock = trx.selectFrom('rental_units').select('id').where('site_id', '=', siteId).where('id', '=', reservation.rentalUnitId);
      if (dialect === 'postgres') lock = lock.forUpdate();
      await lock.executeTakeFirst();
      if (await overlapping(trx, siteId, reservation.rentalUnitId, start, end)) throw new ConflictError('period_taken');
      // Issue 20 item 4: the mails name the unit and the stay's price (its periods, free until this reservation).
      const [unit, periods] = await Promise.all([
        trx.selectFrom('rental_units').select('document').where('site_id', '=', siteId).where('id', '=', reservation.rentalUnitId).executeTakeFirst(),
        trx
          .selectFrom('rental_periods')
          .select(['start_date', 'end_date', 'price', 'type'])
          .where('site_id', '=', siteId)
          .where('unit_id', '=', reservation.rentalUnitId)
          .where('start_date', '>=', start)
          .where('end_date', '<=', end)
          .execute(),
      ]);
      const stay = {
        unit: unit ? (JSON.parse(unit.document) as RentalUnit) : undefined,
        price: stayPrice(periods.map((row) => ({ start: row.start_date, end: row.end_date, price: Number(row.price), type: row.type })), { start, end }),
      };
      const id = unguessableId();
      const reference = await unusedReference(trx, siteId);
      const now = clock.now();
      await trx
        .insertInto('rental_reservations')
        .values({ id, reference, site_id: siteId, unit_id: reservation.rentalUnitId, start_date: start, end_date: end, document: JSON.stringify(reservation), created_at: now.toISOString() })
        .execute();
      await enqueueMails(trx, siteId, mails.rentalReserved(site, { ...reservation, id, reference }, reservation.locale ?? site.defaultLocale, stay), now);
      return { id, reference, rentalUnitId: reservation.rentalUnitId, start, end };
    });
  }

  photoUrl(a: string, b: string): string {
    return `${this.ctx.photoBase}/rental-units/photo/${encodeURIComponent(a)}/${encodeURIComponent(b)}`;
  }
}

/**
 * A short reference (issue 13 item 8) no reservation of the site has yet: 30⁸ ≈ 6.6·10¹¹ of them, so a second draw
 * is rare; the unique index (site, reference) refuses the one-in-a-trillion race of two new reservations.
 */
async function unusedReference(db: Kysely<CatalogueSchema>, siteId: string): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const reference = reservationReference(randomBytes(16));
    if (!reference) continue;
    const taken = await db.selectFrom('rental_reservations').select('id').where('site_id', '=', siteId).where('reference', '=', reference).executeTakeFirst();
    if (!taken) return reference;
  }
  throw new Error('No unused reservation reference after 10 draws');
}

async function overlapping(db: Kysely<CatalogueSchema>, siteId: string, unitId: number, start: string, end: string): Promise<boolean> {
  const clash = await db
    .selectFrom('rental_reservations')
    .select('id')
    .where('site_id', '=', siteId)
    .where('unit_id', '=', unitId)
    .where('start_date', '<', end)
    .where('end_date', '>', start)
    .executeTakeFirst();
  return clash !== undefined;
}
