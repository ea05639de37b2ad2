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
