/**
 * Issue 13 item 8: the reference a guest is given for a holiday rental reservation (on the confirmation and in
 * the mails): short enough to read out on the phone and type, from an alphabet without look-alikes (no 0/O,
 * 1/I/L or U), unique per site. It is a name, not a key: nothing can be done with it alone.
 */

/** Crockford's base 32 digits without 0, 1 (read as O, I, L) and U: 30 characters, none mistaken for another. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_LENGTH = 8;

/** The largest multiple of the alphabet's size in a byte: bytes from there on would favour the first characters. */
const FAIR_BYTES = 256 - (256 % REFERENCE_ALPHABET.length);

/**
 * A reference from random bytes (each byte under 240 gives one character, fairly; the others are skipped), or
 * undefined when the bytes do not give REFERENCE_LENGTH characters (ask for more: 16 bytes fail once in ~10¹⁰).
 */
export function reservationReference(random: Uint8Array): string | undefined {
  let reference = '';
  for (const byte of random) {
    if (byte >= FAIR_BYTES) continue;
    reference += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
    if (reference.length === REFERENCE_LENGTH) return reference;
  }
  return undefined;
}
