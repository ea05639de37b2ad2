import { DEFAULT_LOCALE, isLocale, type Locale } from '../shared/locale';

/**
 * Visitor input is checked here once, for every driving adapter (site ajax routes, API, other front-ends).
 * Errors are codes per field; each adapter translates them into the visitor's language.
 */
export type FieldErrorCode = 'required' | 'invalid' | 'invalid_email' | 'too_long' | 'too_small' | 'too_large';
export type FieldErrors = Readonly<Record<string, FieldErrorCode>>;

export type Validation<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: FieldErrors };

export const MAX_NAME = 120;
export const MAX_EMAIL = 254;
export const MAX_PHONE = 40;
export const MAX_MESSAGE = 5000;

// Pragmatic e-mail check: one @, a dot in the domain, no spaces. Full RFC 5322 rejects nothing real users type.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Digits, spaces and the usual separators; at least 6 digits.
const PHONE = /^\+?[0-9 ()./-]{6,}$/;

/** Collects field errors while reading an untrusted object, so one pass reports every problem. */
export class FieldReader {
  readonly errors: Record<string, FieldErrorCode> = {};
  private readonly input: Readonly<Record<string, unknown>>;

  constructor(input: unknown) {
    this.input = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  }

  text(field: string, options: { required?: boolean; max?: number } = {}): string | undefined {
    const raw = this.input[field];
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
      if (options.required) this.errors[field] = 'required';
      return undefined;
    }
    if (typeof raw !== 'string' && typeof raw !== 'number') {
      this.errors[field] = 'invalid';
      return undefined;
    }
    const value = String(raw).trim();
    if (value.length > (options.max ?? MAX_NAME)) {
      this.errors[field] = 'too_long';
      return undefined;
    }
    return value;
  }

  email(field: string, options: { required?: boolean } = { required: true }): string | undefined {
    const value = this.text(field, { ...options, max: MAX_EMAIL });
    if (value !== undefined && !EMAIL.test(value)) {
      this.errors[field] = 'invalid_email';
      return undefined;
    }
    return value?.toLowerCase();
  }

  phone(field: string, options: { required?: boolean } = {}): string | undefined {
    const value = this.text(field, { ...options, max: MAX_PHONE });
    if (value !== undefined && !PHONE.test(value)) {
      this.errors[field] = 'invalid';
      return undefined;
    }
    return value;
  }

  integer(field: string, options: { required?: boolean; min?: number; max?: number } = {}): number | undefined {
    const raw = this.input[field];
    if (raw === undefined || raw === null || raw === '') {
      if (options.required) this.errors[field] = 'required';
      return undefined;
    }
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(value)) {
      this.errors[field] = 'invalid';
      return undefined;
    }
    if (options.min !== undefined && value < options.min) {
      this.errors[field] = 'too_small';
      return undefined;
    }
    if (options.max !== undefined && value > options.max) {
      this.errors[field] = 'too_large';
      return undefined;
    }
    return value;
  }

  boolean(field: string, options: { mustBeTrue?: boolean } = {}): boolean {
    const raw = this.input[field];
    const value = raw === true || raw === 'true' || raw === 'on' || raw === '1';
    if (options.mustBeTrue && !value) this.errors[field] = 'required';
    return value;
  }

  /** An ISO calendar date (yyyy-mm-dd) that exists. */
  date(field: string, options: { required?: boolean } = {}): string | undefined {
    const value = this.text(field, { ...options, max: 10 });
    if (value === undefined) return undefined;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
    if (!date || date.toISOString().slice(0, 10) !== value) {
      this.errors[field] = 'invalid';
      return undefined;
    }
    return value;
  }

  raw(field: string): unknown {
    return this.input[field];
  }

  fail(field: string, code: FieldErrorCode): void {
    this.errors[field] ??= code;
  }

  result<T>(build: () => T): Validation<T> {
    return Object.keys(this.errors).length > 0 ? { ok: false, errors: { ...this.errors } } : { ok: true, value: build() };
  }
}

/** The visitor's language: one of the site's, Dutch when not given (§9). */
export function readLocale(reader: FieldReader): Locale {
  const value = reader.raw('locale');
  if (value === undefined) return DEFAULT_LOCALE;
  if (!isLocale(value)) reader.fail('locale', 'invalid');
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
