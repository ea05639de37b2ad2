/**
 * The error bodies of the catalogue service. Every client mistake answers with one of these shapes, so a
 * client can branch on the status and read the field codes (the domain's FieldErrorCode, plus `unknown`
 * for a field we do not accept).
 */
export type FieldCodes = Readonly<Record<string, string>>;

export interface BadRequestBody {
  readonly error: 'Bad Request';
  readonly fields: FieldCodes;
}

export interface NotFoundBody {
  readonly error: 'Not Found';
}

export interface ConflictBody {
  readonly error: 'Conflict';
  readonly reason: string;
}

/** Input that fails its schema or a domain validator: 400 with a code per field path. */
export class BadRequest extends Error {
  readonly statusCode = 400;

  constructor(readonly fields: FieldCodes) {
    super(`Bad request: ${Object.keys(fields).join(', ')}`);
    this.name = 'BadRequest';
  }
}

/** An id, token or name that names nothing of this site: 404. */
export class NotFound extends Error {
  readonly statusCode = 404;

  constructor(what = 'resource') {
    super(`Not found: ${what}`);
    this.name = 'NotFound';
  }
}

export const NOT_FOUND_BODY: NotFoundBody = { error: 'Not Found' };

/** The value when there is one; a 404 when the port answered null (an unknown id). */
export function orNotFound<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new NotFound(what);
  return value;
}
