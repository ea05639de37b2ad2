import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ConflictError } from '../../../application/ports/port-errors';
import { UnsupportedSearchField } from '../sql/sql-search';
import { BadRequest, NOT_FOUND_BODY, NotFound, type BadRequestBody, type ConflictBody, type NotFoundBody } from './http-problems';

/** The status a framework error (body parser, bad URL) carries, when it is a client's fault. */
function clientStatus(error: unknown): number | undefined {
  const status = (error as Partial<FastifyError> | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

type ProblemBody = BadRequestBody | NotFoundBody | ConflictBody | { readonly error: string };

function problem(error: unknown): { status: number; body: ProblemBody } | undefined {
  if (error instanceof BadRequest) return { status: 400, body: { error: 'Bad Request', fields: error.fields } };
  if (error instanceof NotFound) return { status: 404, body: NOT_FOUND_BODY };
  if (error instanceof ConflictError) return { status: 409, body: { error: 'Conflict', reason: error.reason } };
  // The schemas allowlist the same paths; this is the storage's own guard, answered the same way.
  if (error instanceof UnsupportedSearchField) return { status: 400, body: { error: 'Bad Request', fields: { [error.field]: 'unknown' } } };
  const status = clientStatus(error);
  if (status === undefined) return undefined;
  // Malformed JSON, an empty JSON body, a bad content length: the body is what is wrong.
  if (status === 400) return { status, body: { error: 'Bad Request', fields: { body: 'invalid' } } };
  if (status === 404) return { status, body: NOT_FOUND_BODY };
  return { status, body: { error: STATUS_CODES[status] ?? 'Client Error' } };
}

/**
 * One place turns every failure into an answer: client mistakes into 4xx with the shapes of
 * http-problems.ts, anything else into a logged 500 that reveals nothing.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const known = problem(error);
    if (known) return reply.code(known.status).send(known.body);
    request.log.error({ err: error }, 'catalogue request failed');
    return reply.code(500).send({ error: 'Internal Server Error' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(NOT_FOUND_BODY));
}

