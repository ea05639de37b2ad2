import { FormattedMessage, useIntl } from 'react-intl';
import { data, useLoaderData, type MetaFunction, type ShouldRevalidateFunction } from 'react-router';
import { periodOfValue } from '../../domain/rental/rental-card';
import { toLocale } from '../../domain/shared/locale';
import { flowMeta } from '../components/flows/flow-meta';
import { formAnswer } from '../components/forms/form-answer';
import { clientOf, postedValues, readForm } from '../components/forms/read-form';
import { RentalUnitView } from '../components/flows/rental-unit-view';
import { ReservationForm } from '../components/flows/reservation-form';
import { intlFor } from '../i18n/intl';
import type { RootData } from '../root-data';
import type { SiteLoaderArgs } from '../server/load-context';
import { pageAnswer } from '../server/page-answer';

const RENTAL_UNIT_ID = /^[1-9]\d{0,9}$/;

function unitId(params: SiteLoaderArgs['params']): number {
  const id = params.rentalUnitId ?? '';
  if (!RENTAL_UNIT_ID.test(id)) throw data(null, { status: 404 });
  return Number(id);
}

/** §2 holiday rental unit: the unit and its free periods; 404 when the unit is unknown. */
export async function loader({ context, params }: SiteLoaderArgs) {
  return pageAnswer(await context.core.pages.rentalUnit({ locale: context.locale, rentalUnitId: params.rentalUnitId }));
}

/** The reservation form, with or without JavaScript: field errors (400), a period taken meanwhile (409), or the confirmation. */
export async function action({ context, request, params }: SiteLoaderArgs) {
  const rentalUnitId = unitId(params);
  const form = await readForm(request);
  const fields = ['name', 'email', 'phone', 'persons', 'message'] as const;
  const input = { ...postedValues(form, fields), ...periodOfValue(form.get('period')), rentalUnitId, locale: context.locale, client: clientOf(context, form) };
  const result = await context.core.commands.reserveRental(input);
  return formAnswer(result, postedValues(form, ['period', ...fields]));
}

/** A period taken meanwhile: the free periods are loaded again, so the taken one disappears from the choice. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;

export { formPageHeaders as headers } from '../components/forms/form-answer';

export const meta: MetaFunction<typeof loader> = ({ data: page, error, matches }) => {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  if (!page || !root) return flowMeta(matches, '', { error: error || 'no unit' });
  const { title, place } = page.about;
  const action = intlFor(root.locale, root.translations).formatMessage({ id: 'holiday.unit.meta.description', defaultMessage: 'Bekijk de vrije periodes en reserveer online.' });
  return flowMeta(matches, title, { description: `${[title, place].filter(Boolean).join(', ')}. ${action}` });
};

export default function RentalUnitRoute() {
  const { about, periods } = useLoaderData<typeof loader>();
  const locale = toLocale(useIntl().locale);
  return (
    <article className="page flow-page rental-page" aria-labelledby="flow-title">
      <RentalUnitView about={about} locale={locale} />
      <section className="flow-card rental-booking" aria-labelledby="rental-booking-title">
        <h2 id="rental-booking-title">
          <FormattedMessage id="flows.reservation.title" defaultMessage="Beschikbaarheid en reservatie" />
        </h2>
        <ReservationForm maxPersons={about.guests} periods={periods} />
      </section>
    </article>
  );
}

export { FlowErrorBoundary as ErrorBoundary } from '../components/flows/flow-error-boundary';
