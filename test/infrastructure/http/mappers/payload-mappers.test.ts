import { toAppointment, toAppointmentSlots } from '../../../../infrastructure/http/mappers/appointment-mapper';
import { toRentalFilterData } from '../../../../infrastructure/http/mappers/filter-data-mapper';
import { toRentalPeriods, toRentalUnits, toReservationConfirmation } from '../../../../infrastructure/http/mappers/rental-unit-mapper';
import {
  toAgreements,
  toEntities,
  toEntityItems,
  toMenu,
  toPages,
  toSite,
  toTranslationTable,
} from '../../../../infrastructure/http/mappers/site-mapper';
import { toCities, toSubscription } from '../../../../infrastructure/http/mappers/visitor-mapper';
import { EMPTY_RENTAL_FILTER_DATA } from '../../../../domain/search/filter-data';

describe('§7 payloads that are not what they should be read as nothing, never throw', () => {
  it.each<[string, () => unknown, unknown]>([
    ['slots that are not a list', () => toAppointmentSlots({ slots: [] }, 7), []],
    ['an appointment without id', () => toAppointment({ slotId: 1 }), null],
    ['rental filters that are not an object', () => toRentalFilterData('x'), EMPTY_RENTAL_FILTER_DATA],
    ['rental units that are not a list', () => toRentalUnits({}), []],
    ['periods that are not a list', () => toRentalPeriods(null), []],
    ['a confirmation that is not an object', () => toReservationConfirmation('ok', { rentalUnitId: 1, start: 'a', end: 'b' }), null],
    ['a site that is not an object', () => toSite([]), null],
    ['entity items that are not a list', () => toEntityItems({}, 1), []],
    ['a menu that is not an object', () => toMenu(null), null],
    ['pages that are not a list', () => toPages({ pages: [] }), []],
    ['entities that are not a list', () => toEntities(null), []],
    ['agreements that are not a list', () => toAgreements({}, 'nl'), []],
    ['translations that are not an object', () => toTranslationTable(['a']), {}],
    ['cities that are not a list', () => toCities({ cities: [] }), []],
    ['a subscription without token', () => toSubscription({ email: 'x@example.be' }), null],
  ])('%s', (_title, read, nothing) => {
    expect(read()).toEqual(nothing);
  });

  it('an entity item that names its entity keeps it; a slot that names its agenda keeps it', () => {
    expect(toEntityItems([{ id: 1, entityId: 2 }, 'x'], 1)).toEqual([{ id: 1, entityId: 2, values: {} }]);
    expect(toAppointmentSlots([{ id: 1, agendaId: 8 }], 7)).toEqual([{
      id: 1,
      agendaId: 8,
      start: '',
      end: '',
      capacity: 0,
      available: 0,
    }]);
  });

  it('a subscription read alone fills what it does not say with empty values', () => {
    expect(toSubscription({ token: 't', criteria: 'trans=kopen', locale: 'fr' })).toEqual({
      token: 't',
      email: '',
      criteria: 'trans=kopen',
      locale: 'fr',
    });
  });

  it('the agency texts of a site get every language, missing ones empty', () => {
    const site = toSite({ id: 'demo', agency: { name: 'Immo', bivTitle: { nl: 'Erkend makelaar' } } });
    expect(site?.agency).toMatchObject({ name: 'Immo', street: '', bivTitle: { nl: 'Erkend makelaar', fr: '', en: '', de: '' } });
  });
});
