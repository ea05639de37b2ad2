import type { z } from 'zod';
import type { Validation } from '../../../domain/requests/validation';
import { BadRequest } from './http-problems';

type Issue = z.core.$ZodIssue;

/** A zod issue as one of the field codes the domain validators use (so clients read one vocabulary). */
function code(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      // zod leaves `input` out when the value was absent (reportInput is on).
      return 'input' in issue && issue.input !== undefined ? 'invalid' : 'required';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'too_long' : 'too_large';
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1 ? 'required' : 'too_small';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalid_email' : 'invalid';
    default:
      return 'invalid';
  }
}

/** A field's path as the client wrote it (`query.terms.children.general.foo`); the whole input is `body`. */
const joined = (path: readonly PropertyKey[]): string => path.map(String).join('.') || 'body';

/** Every problem of the input as `{ 'path.to.field': code }`; unknown keys are named one by one. */
export function fieldCodes(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[joined([...issue.path, key])] ??= 'unknown';
      continue;
    }
    fields[joined(issue.path)] ??= code(issue);
  }
  return fields;
}

/** The parsed value, or a BadRequest naming every bad field (body fields by path, params, query and headers by name). */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw new BadRequest(fieldCodes(result.error.issues));
  return result.data;
}

// Control characters but tab and line breaks: PostgreSQL text cannot hold NUL, and no name or address needs them.
const CONTROL = /[^\P{Cc}\t\n\r]/u;

/** Paths of the strings in `input` (objects and lists, a few levels deep) that hold control characters. */
function controlCharacterFields(input: unknown, path: string, depth: number, fields: Record<string, string>): void {
  if (typeof input === 'string') {
    if (CONTROL.test(input)) fields[path || 'body'] = 'invalid';
  } else if (typeof input === 'object' && input !== null && depth < 4) {
    for (const [key, value] of Object.entries(input)) controlCharacterFields(value, path ? `${path}.${key}` : key, depth + 1, fields);
  }
}

/**
 * A visitor form read by its domain validator (visitor-requests.ts, rental-reservation.ts): the value,
 * or a BadRequest with the validator's field errors and any field holding control characters.
 */
export function validatedForm<T>(validate: (input: unknown) => Validation<T>, input: unknown): T {
  const fields: Record<string, string> = {};
  controlCharacterFields(input, '', 0, fields);
  const validation = validate(input);
  if (!validation.ok || Object.keys(fields).length > 0) throw new BadRequest({ ...(validation.ok ? {} : validation.errors), ...fields });
  return validation.value;
}
