/** @jest-environment node */
import type { MetaArgs, MetaDescriptor } from 'react-router';
import * as cancelAppointment from '../../ui/routes/cancel-appointment';
import * as rentalUnit from '../../ui/routes/rental-unit';
import * as subscribe from '../../ui/routes/subscribe';
import * as subscribeSuccess from '../../ui/routes/subscribe-success';
import * as unsubscribe from '../../ui/routes/unsubscribe';
import { rentalUnitAbout } from '../../domain/rental/rental-card';
import { RENTAL_FIXTURE } from '../fixtures/rental-units';

type Meta = (args: MetaArgs) => MetaDescriptor[];
const root = (locale: string) => ({ id: 'root', loaderData: { locale, translations: {}, site: { name: 'Immo Demo' } } });
/** As React Router hands meta a page that loaded (error null) or one whose loader threw a 404. */
const metaOf = (meta: unknown, locale: string, data: unknown, error: unknown = null) =>
  (meta as Meta)({ data, loaderData: data, error, matches: [root(locale)], params: {}, location: {} } as unknown as MetaArgs);
const NOT_FOUND = { status: 404, statusText: 'Not Found', internal: false, data: null };
const NOINDEX = { name: 'robots', content: 'noindex, nofollow' };
/** A page's meta description, also for a shared link. */
const described = (content: string) => [{ name: 'description', content }, { property: 'og:description', content }];

describe('§2 titles of the workflow pages, in the page language', () => {
  it.each([
    [
      'subscribe',
      subscribe.meta,
      'nl',
      { mode: 'new' },
      [
        { title: 'Mis geen nieuw aanbod | Immo Demo' },
        ...described('Ontvang een e-mail zodra een nieuw pand bij uw zoekopdracht past. U kiest type, gemeente en prijs, en schrijft zich met één klik uit.'),
      ],
    ],
    ['edit subscriptions (personal: not indexed)', subscribe.meta, 'fr', { mode: 'edit' }, [{ title: 'Modifier votre recherche | Immo Demo' }, NOINDEX]],
    ['subscribe success', subscribeSuccess.meta, 'en', undefined, [{ title: 'Thank you for subscribing | Immo Demo' }, NOINDEX]],
    ['unsubscribe', unsubscribe.meta, 'de', { state: 'confirm' }, [{ title: 'Abmelden | Immo Demo' }, NOINDEX]],
    ['cancel appointment', cancelAppointment.meta, 'nl', { state: 'cancellable' }, [{ title: 'Afspraak annuleren | Immo Demo' }, NOINDEX]],
    [
      'holiday rental unit: its name, its place',
      rentalUnit.meta,
      'nl',
      { about: rentalUnitAbout(RENTAL_FIXTURE.units[0]!, 'nl'), periods: [] },
      [{ title: 'Zeezicht 1 | Immo Demo' }, ...described('Zeezicht 1, Knokke-Heist, Kust. Bekijk de vrije periodes en reserveer online.')],
    ],
    [
      'holiday rental unit, in French',
      rentalUnit.meta,
      'fr',
      { about: rentalUnitAbout(RENTAL_FIXTURE.units[0]!, 'fr'), periods: [] },
      [{ title: 'Zeezicht 1 | Immo Demo' }, ...described('Zeezicht 1, Knokke-Heist, Côte. Consultez les périodes libres et réservez en ligne.')],
    ],
  ])('§2 %s', (_page, meta, locale, data, expected) => {
    expect(metaOf(meta, locale, data)).toEqual(expected);
  });

  it.each([
    ['edit subscriptions', subscribe.meta, 'nl', 'Pagina niet gevonden | Immo Demo'],
    ['unsubscribe', unsubscribe.meta, 'fr', 'Page introuvable | Immo Demo'],
    ['cancel appointment', cancelAppointment.meta, 'en', 'Page not found | Immo Demo'],
    ['holiday rental unit', rentalUnit.meta, 'nl', 'Pagina niet gevonden | Immo Demo'],
  ])('§2 %s: an unknown token, appointment or unit is titled as not found', (_page, meta, locale, title) => {
    expect(metaOf(meta, locale, undefined, NOT_FOUND)).toEqual([{ title }, { name: 'robots', content: 'noindex' }]);
  });
});
