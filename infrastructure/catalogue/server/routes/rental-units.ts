import type { FastifyInstance } from 'fastify';
import type { RentalReservation } from '../../../../domain/rental/rental-unit';
import { validateRentalReservation } from '../../../../domain/requests/rental-reservation';
import type { Validation } from '../../../../domain/requests/validation';
import type { AssetSource } from '../asset-source';
import { BadRequest, orNotFound } from '../http-problems';
import { idParams } from '../schemas/common-schemas';
import { rentalSearchSchema } from '../schemas/rental-schemas';
import { siteScope } from '../site-scope';
import { parse, validatedForm } from '../validate';
import { rentalPhotoRoute } from './rental-photos';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The port's reservation carries its dates as `period: { start, end }`; the domain validator reads
 * them flat. Errors are named as the client wrote them.
 */
function validateReservationBody(body: unknown): Validation<RentalReservation> {
  const period = isRecord(body) && isRecord(body.period) ? body.period : undefined;
  const result = validateRentalReservation(isRecord(body) && period ? { ...body, start: period.start, end: period.end } : body);
  if (result.ok || !period) return result;
  const renamed = Object.entries(result.errors).map(([field, code]) => [field === 'start' || field === 'end' ? `period.${field}` : field, code]);
  return { ok: false, errors: Object.fromEntries(renamed) };
}

/** §7 holiday rental units: search, filter values, one unit, its free periods, reservations, photos. */
export function rentalUnitRoutes(app: FastifyInstance, assets: AssetSource): void {
  app.post('/rental-units', async (request) => {
    const criteria = parse(rentalSearchSchema, request.body);
    const { ports, locale } = siteScope(request);
    const { total, results } = await ports.rentals.search(criteria, locale);
    return { total: { value: total }, results };
  });

  app.post('/rental-units/filters', async (request) => {
    const criteria = parse(rentalSearchSchema, request.body);
    const { ports, locale } = siteScope(request);
    return ports.rentals.filters(criteria, locale);
  });

  app.post('/rental-units/reservation', async (request, reply) => {
    const reservation = validatedForm(validateReservationBody, request.body);
    const { ports } = siteScope(request);
    const unit = orNotFound(await ports.rentals.unit(reservation.rentalUnitId), `rental unit ${reservation.rentalUnitId}`);
    const most = unit.general.maxOccupation;
    if (most !== undefined && reservation.persons > most) throw new BadRequest({ persons: 'too_large' });
    return reply.code(201).send(await ports.rentals.reserve(reservation));
  });

  app.get('/rental-units/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    const { ports, locale } = siteScope(request);
    return orNotFound(await ports.rentals.unit(id, locale), `rental unit ${id}`);
  });

  app.get('/rental-units/:id/periods', async (request) => {
    const { id } = parse(idParams, request.params);
    const { ports } = siteScope(request);
    orNotFound(await ports.rentals.unit(id), `rental unit ${id}`);
    return ports.rentals.periods(id);
  });

  rentalPhotoRoute(app, assets);
}
