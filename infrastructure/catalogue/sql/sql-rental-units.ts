import type { Kysely } from 'kysely';
import { ConflictError } from '../../../application/ports/port-errors';
import type { RentalReservationConfirmation, RentalSearch, RentalSearchResult, RentalUnits } from '../../../application/ports/rental-units';
import type { RentalPeriod, RentalReservation, RentalUnit } from '../../../domain/rental/rental-unit';
import { EMPTY_RENTAL_FILTER_DATA, type RentalFilterData } from '../../../domain/search/filter-data';
import type { Locale } from '../../../domain/shared/locale';
import type { CatalogueSchema } from './schema';
import { enqueueMails } from './sql-outbox';
import { loadSite, unguessableId, type SqlWriteContext } from './sql-write-context';

/** Holiday rental units on SQL. A reservation locks its unit, so two overlapping ones cannot both succeed. */
export class SqlRentalUnits implements RentalUnits {
  constructor(private readonly ctx: SqlWriteContext & { readonly photoBase: string }) {}

  private matching(criteria: RentalSearch) {
    const { db, siteId } = this.ctx;
    let query = db.selectFrom('rental_units').where('site_id', '=', siteId);
    if (criteria.persons !== undefined) query = query.where('max_occupation', '>=', criteria.persons);
    if (criteria.arrival !== undefined) {
      const arrival = criteria.arrival;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('rental_periods as p')
            .select('p.unit_id')
            .whereRef('p.site_id', '=', 'rental_units.site_id')
            .whereRef('p.unit_id', '=', 'rental_units.id')
            .where('p.start_date', '=', arrival),
        ),
      );
    }
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

  async filters(criteria: RentalSearch): Promise<RentalFilterData> {
    const rows = await this.matching(criteria)
      .select(['max_occupation', (eb) => eb.fn.countAll<number>().as('count')])
      .where('max_occupation', 'is not', null)
      .groupBy('max_occupation')
      .orderBy('max_occupation')
      .execute();
    return { ...EMPTY_RENTAL_FILTER_DATA, maxOccupations: rows.map((r) => ({ value: Number(r.max_occupation), count: Number(r.count) })) };
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
      .where((eb) =>
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
        ),
      )
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
      const id = unguessableId();
      const now = clock.now();
      await trx
        .insertInto('rental_reservations')
        .values({ id, site_id: siteId, unit_id: reservation.rentalUnitId, start_date: start, end_date: end, document: JSON.stringify(reservation), created_at: now.toISOString() })
        .execute();
      await enqueueMails(trx, siteId, mails.rentalReserved(site, { ...reservation, id }, reservation.locale ?? 'nl'), now);
      return { id, rentalUnitId: reservation.rentalUnitId, start, end };
    });
  }

  photoUrl(a: string, b: string): string {
    return `${this.ctx.photoBase}/rental-units/photo/${encodeURIComponent(a)}/${encodeURIComponent(b)}`;
  }
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
