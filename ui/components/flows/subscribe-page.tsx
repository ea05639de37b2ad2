import { FormattedMessage } from 'react-intl';
import type { Locale } from '../../../domain/shared/locale';
import { SubscriptionForm } from './subscription-form';
import type { SubscriptionView as SubscriptionPageData } from '../../../application/pages/subscription-page';

/** §2 subscribe (keep me informed) and edit subscriptions: one form, two introductions. */
export function SubscribePage({ page, locale }: { page: SubscriptionPageData; locale: Locale }) {
  return (
    <section className="page page--narrow flow-page" aria-labelledby="flow-title">
      <header className="flow-page__header">
        <p className="eyebrow">
          <FormattedMessage id="flows.subscribe.eyebrow" defaultMessage="Hou me op de hoogte" />
        </p>
        <h1 id="flow-title">
          {page.mode === 'new' ? (
            <FormattedMessage id="flows.subscribe.title" defaultMessage="Mis geen nieuw aanbod" />
          ) : (
            <FormattedMessage id="flows.subscribe.editTitle" defaultMessage="Uw zoekopdracht wijzigen" />
          )}
        </h1>
        <p className="page__lead">
          {page.mode === 'new' ? (
            <FormattedMessage
              id="flows.subscribe.lead"
              defaultMessage="Laat ons weten wat u zoekt. Zodra er nieuw aanbod is dat bij uw zoekopdracht past, krijgt u een e-mail."
            />
          ) : (
            <FormattedMessage
              id="flows.subscribe.editLead"
              defaultMessage="U krijgt e-mails op {email} over nieuw aanbod dat bij deze zoekopdracht past. Pas aan wat u wilt en bewaar."
              values={{ email: <strong>{page.email}</strong> }}
            />
          )}
        </p>
      </header>
      <SubscriptionForm page={page} locale={locale} />
    </section>
  );
}
