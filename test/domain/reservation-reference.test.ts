import { describe, expect, it } from '@jest/globals';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, reservationReference } from '../../domain/rental/reservation-reference';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('issue 13 item 8: a reservation reference is short and readable', () => {
  it.each<[string, Uint8Array, string | undefined]>([
    ['bytes 0…7 give the first eight characters', bytes(0, 1, 2, 3, 4, 5, 6, 7), '23456789'],
    ['a byte wraps around the 30 characters', bytes(30, 31, 59, 60, 89, 239, 0, 29), '23Z2ZZ2Z'],
    ['bytes from 240 on are skipped (fairness)', bytes(240, 255, 8, 9, 10, 11, 12, 13, 14, 15), 'ABCDEFGH'],
    ['too few usable bytes give none', bytes(1, 2, 3, 250, 251, 252, 253, 254, 255), undefined],
  ])('issue 13 item 8: %s', (_title, random, reference) => {
    expect(reservationReference(random)).toBe(reference);
  });

  it('issue 13 item 8: its alphabet has no look-alikes (0/O, 1/I/L, U) and no repeats', () => {
    expect([...REFERENCE_ALPHABET].filter((character) => '01OILU'.includes(character))).toEqual([]);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
    expect(REFERENCE_ALPHABET).toHaveLength(30);
  });

  it('issue 13 item 8: random bytes give 8 characters of that alphabet, and different ones', () => {
    const references = Array.from({ length: 1000 }, () => reservationReference(crypto.getRandomValues(new Uint8Array(16))));
    expect(references.every((reference) => reference !== undefined && new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`).test(reference))).toBe(true);
    expect(new Set(references).size).toBe(1000);
  });
});
