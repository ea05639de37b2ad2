import { unitsOfGroups } from '../../../../infrastructure/catalogue/sql/cell-changes';
import type { SqlCatalogue } from '../../../../infrastructure/catalogue/sql/sql-catalogue';
import { tallyCells } from '../../../../infrastructure/catalogue/sql/tallied-cells';

/**
 * The rows each side holds and the other lacks, as JSON (each row is one cell, keyed): nothing when the cells are the
 * same. Jest's deep equality over a few thousand cells took half of this file's time; a failure still lists each cell.
 */
export function difference(actual: readonly unknown[], expected: readonly unknown[]): { readonly unexpected: string[]; readonly missing: string[] } {
  const [have, want] = [actual.map((row) => JSON.stringify(row)), expected.map((row) => JSON.stringify(row))];
  const [inHave, inWant] = [new Set(have), new Set(want)];
  return { unexpected: have.filter((row) => !inWant.has(row)), missing: want.filter((row) => !inHave.has(row)) };
}
export const SAME = { unexpected: [], missing: [] };

/** A cell as one comparable row: its keys and values, sums of positions to 1e-6 (added up in another order). */
function cellRow(cell: Record<string, unknown>): string {
  const round = (value: number | null) => (value === null ? null : Math.round(Number(value) * 1e6) / 1e6);
  return JSON.stringify(
    ['facet', 'transaction_id', 'head_type', 'price_band', 'city_id', 'num_value', 'text_value', 'count', 'name', 'zip', 'lat_sum', 'lat_count', 'lon_sum', 'lon_count'].map((column) =>
      column.endsWith('_sum') ? round(cell[column] as number | null) : cell[column] === null || typeof cell[column] === 'string' ? cell[column] : Number(cell[column]),
    ),
  );
}

/** A whole site's cells as SQL counted them (recountSiteCells), and as the tally of every unit of its groups gives them. */
export async function talliedAndCounted(catalogue: SqlCatalogue, siteId: string, groupIds: readonly number[]): Promise<{ readonly tallied: string[]; readonly counted: string[] }> {
  const { db } = catalogue.database;
  const counted = (await db.selectFrom('search_facets').selectAll().where('site_id', '=', siteId).execute()).map(cellRow).sort();
  const units = await db.transaction().execute((trx) => unitsOfGroups(trx, siteId, groupIds));
  return { tallied: [...tallyCells(units).values()].map(cellRow).sort(), counted };
}
