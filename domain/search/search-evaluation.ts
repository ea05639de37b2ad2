import type { Estate, GeoLocation } from '../estate/estate';
import type { SearchBody, SortClause } from './search-body';
import { searchFieldValue, searchUnits } from './search-field-value';
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

const asList = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

function matchesTerms(unit: Estate, terms: NonNullable<SearchQuery['terms']>): boolean {
  return Object.entries(terms).every(([path, wanted]) =>
    asList(searchFieldValue(unit, path)).some((value) => wanted.some((w) => String(w) === String(value))),
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

export function unitMatches(unit: Estate, query: SearchQuery): boolean {
  return (
    (!query.terms || matchesTerms(unit, query.terms)) &&
    (!query.range || matchesRanges(unit, query.range)) &&
    (!query.match || Object.entries(query.match).every(([path, v]) => String(searchFieldValue(unit, path)) === String(v))) &&
    (!query.geo_distance || matchesGeo(unit, query.geo_distance))
  );
}

/** The first unit of the group that matches, which also gives the group its sort values. */
export function matchingUnit(group: Estate, query: SearchQuery): Estate | undefined {
  return searchUnits(group).find((unit) => unitMatches(unit, query));
}

function compareValues(a: unknown, b: unknown): number {
  // Missing values sort last whatever the direction, as search engines do.
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'nl');
}

function compareBySort(sort: readonly SortClause[]) {
  return (a: Estate, b: Estate): number => {
    for (const clause of sort) {
      for (const [path, { order }] of Object.entries(clause)) {
        const [va, vb] = [searchFieldValue(a, path), searchFieldValue(b, path)];
        const missing = va === undefined || va === null || vb === undefined || vb === null;
        const result = compareValues(va, vb) * (order === 'desc' && !missing ? -1 : 1);
        if (result !== 0) return result;
      }
    }
    return Number(a.general.id) - Number(b.general.id);
  };
}

export interface EvaluatedSearch {
  readonly total: number;
  readonly results: readonly Estate[];
}

/** Filter, sort and page `groups` as the body asks. */
export function evaluateSearch(groups: readonly Estate[], body: SearchBody): EvaluatedSearch {
  const hits = groups
    .map((group) => ({ group, unit: matchingUnit(group, body.query) }))
    .filter((hit): hit is { group: Estate; unit: Estate } => hit.unit !== undefined);
  const compare = compareBySort(body.sort);
  hits.sort((x, y) => compare(x.unit, y.unit));
  const from = body.from ?? 0;
  const size = body.size ?? hits.length;
  return { total: hits.length, results: hits.slice(from, from + size).map((hit) => hit.group) };
}
