import { FormattedMessage, useIntl } from 'react-intl';
import { Link, type MetaFunction } from 'react-router';
import { routePath } from '../../domain/routing/routes';
import { toLocale } from '../../domain/shared/locale';
import { flowMeta } from '../components/flows/flow-meta';

export const meta: MetaFunction = ({ matches }) =>
  flowMeta(matches, { id: 'flows.subscribeSuccess.title', defaultMessage: 'Bedankt voor uw inschrijving' }, { noindex: true });

/** §2 subscribe success: what happens next, and the way back to the listings. */
export default function SubscribeSuccess() {
  const locale = toLocale(useIntl().locale);
  return (
    <section className="page page--narrow flow-page" aria-labelledby="flow-title">
      <div className="flow-card flow-done">
        <span className="flow-done__icon" aria-hidden="true" />
        <h1 id="flow-title">
          <FormattedMessage id="flows.subscribeSuccess.title" defaultMessage="Bedankt voor uw inschrijving" />
        </h1>
        <p className="page__lead">
          <FormattedMessage
            id="flows.subscribeSuccess.text"
            defaultMessage="Zodra er nieuw aanbod is dat bij uw zoekopdracht past, laten we het u weten."
          />
        </p>
        <p>
          <FormattedMessage
            id="flows.subscribeSuccess.mail"
            defaultMessage="U krijgt meteen een e-mail ter bevestiging. Daarin staan ook de links om uw zoekopdracht te wijzigen of u uit te schrijven."
          />
        </p>
        <p className="flow-page__actions">
          <Link className="button" to={routePath('list', locale)}>
            <FormattedMessage id="flows.backToList" defaultMessage="Bekijk ons aanbod" />
          </Link>
          <Link className="button button--secondary" to={routePath('home', locale)}>
            <FormattedMessage id="flows.backHome" defaultMessage="Naar de startpagina" />
          </Link>
        </p>
      </div>
    </section>
  );
}
