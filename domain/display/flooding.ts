/**
 * §2: the flooding warning icon shows for a score letter after C (D, E: the risky end of the
 * A–E building and parcel scores). Case and surrounding blanks do not matter.
 */
export function showsFloodingIcon(score: string | null | undefined): boolean {
  const letter = score?.trim().charAt(0).toUpperCase() ?? '';
  return /^[A-Z]$/.test(letter) && letter > 'C';
}
