import type { FieldReader } from './validation';

/**
 * Issue 13 item 7: the version of the consent text a visitor agrees to (the consent label of the forms and
 * the privacy statement it links to). Raise it whenever either wording changes, so that a stored consent
 * says which text was accepted (GDPR art. 7(1): the controller must be able to show what was consented to).
 */
export const CONSENT_TEXT_VERSION = 'privacy-2026-11';

/** A consent as stored with the request it was given for. */
export interface Consent {
  readonly version: string;
  /** Issue 11: the text shown, in the visitor's language, and when it was agreed to (where this site sends alerts). */
  readonly text?: string;
  readonly at?: string;
}

/**
 * A form that asks for consent: the box ticked ('on', 'true', true) gives the current text's version; a consent
 * relayed by another adapter (`{ version }`) keeps its version. Anything else is a 'required' error on `consent`.
 */
export function readConsent(reader: FieldReader): Consent | undefined {
  const raw = reader.raw('consent');
  if (typeof raw === 'object' && raw !== null && 'version' in raw) {
    const { version } = raw as { version: unknown };
    if (typeof version === 'string' && /^[\w.-]{1,40}$/.test(version)) return { version };
    reader.fail('consent', 'invalid');
    return undefined;
  }
  return reader.boolean('consent', { mustBeTrue: true }) ? { version: CONSENT_TEXT_VERSION } : undefined;
}
