import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { variantsPicture } from '../../../domain/display/photo-variants';
import type { Estate, Picture } from '../../../domain/estate/estate';
import { PhotoRejected, type PhotoLibrary } from '../photos/photo-library';
import type { RecordProblem } from './estate-record-schema';

/** An address a browser can load as it is (a URL, or a path on the site); anything else names a file to import. */
const isAddress = (file: string) => /^(https?:)?\/\//i.test(file) || file.startsWith('/');

/**
 * Issue 20 item 3: an imported estate's pictures that name a local file (relative to the import file's folder)
 * become photos of the catalogue's library: validated, stored without their metadata, served in variants. Pictures
 * given as addresses are kept as they are. Every problem is reported, with the record's path, so one run tells all.
 */
export async function importLocalPictures(
  groups: readonly Estate[],
  library: PhotoLibrary,
  folder: string,
): Promise<{ readonly groups: Estate[]; readonly problems: RecordProblem[] }> {
  const problems: RecordProblem[] = [];
  const imported = new Map<string, Promise<Picture | string>>();
  const photo = (file: string, index: number): Promise<Picture | string> => {
    const path = resolve(folder, file);
    let found = imported.get(`${path}#${index}`);
    if (!found) {
      found = readFile(path).then(
        async (bytes) => variantsPicture(await library.import(bytes), index),
        (error: NodeJS.ErrnoException) => `Cannot read ${file}: ${error.code ?? error.message}`,
      );
      found = found.catch((error: unknown) => (error instanceof PhotoRejected ? `Refused photo ${file}: ${error.problem}` : `Refused photo ${file}`));
      imported.set(`${path}#${index}`, found);
    }
    return found;
  };
  const estate = async (group: Estate, path: string): Promise<Estate> => {
    const given = group.pictures ?? [];
    const results = await Promise.all(given.map((picture, j) => (isAddress(picture.file) ? picture : photo(picture.file, picture.index ?? j))));
    const pictures = results.map((result, j) => {
      if (typeof result !== 'string') return result;
      problems.push({ path: `${path}.pictures[${j}].file`, reason: result });
      return given[j] as Picture;
    });
    const children = group.children && (await Promise.all(group.children.map((child, k) => estate(child, `${path}.children[${k}]`))));
    return { ...group, ...(group.pictures && { pictures }), ...(children && { children }) };
  };
  const out: Estate[] = [];
  for (const [i, group] of groups.entries()) out.push(await estate(group, `[${i}]`));
  return { groups: out, problems };
}
