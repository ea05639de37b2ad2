/** Issue 11 double opt-in: a confirmation link is valid this long after it was sent. */
export const CONFIRMATION_VALID_MS = 7 * 24 * 3_600_000;

/** 128 bits at least (issue 11): the confirmation token's minimum entropy, in bytes of randomness. */
export const CONFIRMATION_TOKEN_BYTES = 24;

export function confirmationExpiresAt(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + CONFIRMATION_VALID_MS);
}

/** A link clicked before its expiry confirms; after it, the visitor subscribes again. */
export function isConfirmationValid(expiresAt: string, now: Date): boolean {
  return now.getTime() < new Date(expiresAt).getTime();
}
