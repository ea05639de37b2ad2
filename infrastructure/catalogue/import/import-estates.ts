import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Estate } from '../../../domain/estate/estate';
import { toEstate } from '../../http/mappers/estate-mapper';
import type { SqlCatalogue } from '../sql/sql-catalogue';
import type { PhotoLibrary } from '../photos/photo-library';
import { validateRecords, type RecordProblem } from './estate-record-schema';
import { importLocalPictures } from './import-photos';

export type ImportResult = { readonly ok: true; readonly imported: number } | { readonly ok: false; readonly problems: readonly RecordProblem[] };

/** Reads `[...]` or `{ "estates": [...] }`. */
function recordsOf(json: unknown): unknown[] | null {
  if (Array.isArray(json)) return json;
  if (typeof json === 'object' && json !== null && Array.isArray((json as { estates?: unknown }).estates)) return (json as { estates: unknown[] }).estates;
  return null;
}

/** Where pictures naming a local file are imported from and to (issue 20); without it every picture is kept as an address. */
export interface PhotoImport {
  readonly library: PhotoLibrary;
  /** The folder file names are relative to: the import file's. */
  readonly folder: string;
}

/** Validates every record (and imports its local photos) first and imports all of them in one transaction, or none. */
export async function importEstates(catalogue: SqlCatalogue, siteId: string, text: string, photos?: PhotoImport): Promise<ImportResult> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ path: '$', reason: `Not JSON: ${(error as Error).message}` }] };
  }
  const records = recordsOf(json);
  if (!records) return { ok: false, problems: [{ path: '$', reason: 'Expected an array of estates or { "estates": [...] }' }] };
  if (!(await catalogue.site(siteId))) return { ok: false, problems: [{ path: '--site', reason: `Unknown site ${siteId}` }] };
  const problems = validateRecords(records);
  if (problems.length > 0) return { ok: false, problems };
  const mapped = records.map(toEstate).filter((estate): estate is Estate => estate !== null);
  const { groups, problems: photoProblems } = photos ? await importLocalPictures(mapped, photos.library, photos.folder) : { groups: mapped, problems: [] };
  if (photoProblems.length > 0) return { ok: false, problems: photoProblems };
  await catalogue.importEstates(siteId, groups);
  await catalogue.optimize();
  return { ok: true, imported: groups.length };
}

export async function importEstatesFile(catalogue: SqlCatalogue, siteId: string, file: string, library?: PhotoLibrary): Promise<ImportResult> {
  return importEstates(catalogue, siteId, await readFile(file, 'utf8'), library && { library, folder: dirname(file) });
}
