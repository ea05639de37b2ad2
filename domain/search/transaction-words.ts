import { TRANSACTION_ID } from '../estate/estate-status';

/**
 * §2, §9 trans parameter: kopen = FOR_SALE, huren = TO_RENT. The same words in the other site
 * languages are accepted so that a hand-written French, English or German link works too.
 */

const { FOR_SALE: FOR_SALE_ID, TO_RENT: TO_RENT_ID } = TRANSACTION_ID;

const WORDS: Readonly<Record<string, number>> = {
  kopen: FOR_SALE_ID,
  acheter: FOR_SALE_ID,
  buy: FOR_SALE_ID,
  kaufen: FOR_SALE_ID,
  huren: TO_RENT_ID,
  louer: TO_RENT_ID,
  rent: TO_RENT_ID,
  mieten: TO_RENT_ID,
};

/** The transaction id a trans word stands for, case-insensitive; undefined for other words. */
export function transactionIdOfWord(word: string): number | undefined {
  return Object.hasOwn(WORDS, word.toLowerCase()) ? WORDS[word.toLowerCase()] : undefined;
}

/** The Dutch trans word (the canonical URL form) when the ids are exactly FOR_SALE or TO_RENT. */
export function transWordOf(transactionIds: readonly number[]): 'kopen' | 'huren' | undefined {
  if (transactionIds.length !== 1) return undefined;
  if (transactionIds[0] === FOR_SALE_ID) return 'kopen';
  if (transactionIds[0] === TO_RENT_ID) return 'huren';
  return undefined;
}
