import type { Estate, GeoLocation } from '../estate/estate';
import { sortPrice } from '../estate/project-price';
import type { SearchBody, SortClause } from './search-body';
import { searchFieldValue, searchUnits, termValues } from './search-field-value';
import { SEARCH_FIELDS } from './search-fields';
import type { SearchQuery } from './search-query';

/**
 * What a §7 search body means, as a pure function: the in-memory catalogue runs it, and the SQL
 * catalogue is tested against it. A group matches when one of its units matches every filter.
 */

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance (haversine) in km. */
export function distanceKm(a: GeoLocation, b: GeoLocation): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function matchesTerms(unit: Estate, terms: NonNullable<SearchQuery['terms']>, inProject: boolean): boolean {
  return Object.entries(terms).every(([path, wanted]) =>
    termValues(unit, path, inProject).some((value) => wanted.some((w) => String(w) === String(value))),
  );
}

function matchesRanges(unit: Estate, ranges: NonNullable<SearchQuery['range']>): boolean {
  return Object.entries(ranges).every(([path, { gte, lte }]) => {
    const value = searchFieldValue(unit, path);
    if (typeof value !== 'number') return false;
    return (gte === undefined || value >= gte) && (lte === undefined || value <= lte);
  });
}

function matchesGeo(unit: Estate, geo: NonNullable<SearchQuery['geo_distance']>): boolean {
  const location = unit.address?.geoLocation;
  const km = Number.parseFloat(geo.distance);
  return !!location && distanceKm(location, geo['children.general.address.geoLocation']) <= km;
}

/** Whether one unit matches every filter; `inProject`: the unit is one of a project's (not the group itself). */
export function unitMatches(unit: Estate, query: SearchQuery, inProject = false): boolean {
  return (
    (!query.terms || matchesTerms(unit, query.terms, inProject)) &&
    (!query.range || matchesRanges(unit, query.range)) &&
    (!query.match || Object.entries(query.match).every(([path, v]) => String(searchFieldValue(unit, path)) === String(v))) &&
    (!query.geo_distance || matchesGeo(unit, query.geo_distance))
  );
}

const isMissing = (value: unknown): boolean => value === undefined || value === null;

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/**
 * A group's sort value over its matching units: the lowest when ascending, the highest when
 * descending, as SQL's MIN/MAX give. The price is the one the card shows (issue 13 item 5): a
 * project's "from" price whichever the direction (sortPrice).
 */
function groupSortValue(hit: Hit, path: string, order: 'asc' | 'desc'): unknown {
  if (path === SEARCH_FIELDS.price) return sortPrice(hit.group);
  const values = hit.units.map((unit) => searchFieldValue(unit, path)).filter((value) => !isMissing(value));
  if (values.length === 0) return undefined;
  return values.reduce((best, value) => (compareValues(value, best) * (order === 'asc' ? 1 : -1) < 0 ? value : best));
}

interface Hit {
  readonly group: Estate;
  readonly units: readonly Estate[];
}

function compareBySort(sort: readonly SortClause[]) {
  return (a: Hit, b: Hit): number => {
    for (const clause of sort) {
      for (const [path, { order }] of Object.entries(clause)) {
        const [va, vb] = [groupSortValue(a, path, order), groupSortValue(b, path, order)];
        // Missing values sort last whatever the direction, as search engines and NULLS LAST do.
        if (isMissing(va) || isMissing(vb)) {
          if (isMissing(va) !== isMissing(vb)) return isMissing(va) ? 1 : -1;
          continue;
        }
        const result = compareValues(va, vb) * (order === 'desc' ? -1 : 1);
        if (result !== 0) return result;
      }
    }
    return Number(a.group.general.id) - Number(b.group.general.id);
  };
}

/** The units of a group that match the query: a hit when there is one (the same rule for totals and counts). */
export function matchingUnitsOf(group: Estate, query: SearchQuery): readonly Estate[] {
  return searchUnits(group).filter((unit) => unitMatches(unit, query, unit !== group));
}

export interface EvaluatedSearch {
  readonly total: number;
  readonly results: readonly Estate[];
}

/** Filter, sort and page `groups` as the body asks. */
export function evaluateSearch(groups: readonly Estate[], body: SearchBody): EvaluatedSearch {
  const hits: Hit[] = groups
    .map((group) => ({ group, units: matchingUnitsOf(group, body.query) }))
    .filter((hit) => hit.units.length > 0);
  hits.sort(compareBySort(body.sort));
  const from = body.from ?? 0;
  const size = body.size ?? hits.length;
  return { total: hits.length, results: hits.slice(from, from + size).map((hit) => hit.group) };
}
