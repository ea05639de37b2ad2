import { FormattedMessage, useIntl } from 'react-intl';
import type { SubscriptionAlertsView } from '../../../application/pages/subscription-page';
import { ALERT_RHYTHMS } from '../../../domain/alerts/alert-rhythm';
import { formatDate } from '../../../domain/display/format-date';

/**
 * Issue 11 on the subscribe and edit pages: where the site sends the alerts, how often (a choice), the consent
 * text beside the consent box and, when editing, what was agreed to, its version and when (GDPR Art. 7);
 * against an external backend, that the agency platform sends them.
 */
export function AlertSettings({ alerts, idPrefix, mode }: { readonly alerts: SubscriptionAlertsView; readonly idPrefix: string; readonly mode: 'new' | 'edit' }) {
  const intl = useIntl();
  if (alerts.by === 'agency-platform') {
    return (
      <p className="field__hint">
        <FormattedMessage id="alerts.byPlatform" defaultMessage="De e-mails over nieuw aanbod worden verstuurd door het platform van ons kantoor." />
      </p>
    );
  }
  const labels: Record<(typeof ALERT_RHYTHMS)[number], string> = {
    immediately: intl.formatMessage({ id: 'alerts.rhythm.immediately', defaultMessage: 'Meteen' }),
    daily: intl.formatMessage({ id: 'alerts.rhythm.daily', defaultMessage: 'Eén keer per dag' }),
    weekly: intl.formatMessage({ id: 'alerts.rhythm.weekly', defaultMessage: 'Eén keer per week' }),
  };
  return (
    <fieldset className="flow-form__section">
      <legend className="flow-form__legend">
        <FormattedMessage id="alerts.rhythm.legend" defaultMessage="Hoe vaak wilt u e-mail?" />
      </legend>
      {ALERT_RHYTHMS.map((rhythm) => (
        <label key={rhythm} className="choice" htmlFor={`${idPrefix}-rhythm-${rhythm}`}>
          <input id={`${idPrefix}-rhythm-${rhythm}`} type="radio" name="rhythm" value={rhythm} defaultChecked={alerts.rhythm === rhythm} /> {labels[rhythm]}
        </label>
      ))}
      {mode === 'new' ? (
        <p className="field__hint">{alerts.consentText}</p>
      ) : (
        <div className="field__hint">
          {alerts.status === 'pending' && (
            <p>
              <FormattedMessage id="alerts.pending" defaultMessage="Nog niet bevestigd: klik op de link in de e-mail die we u stuurden." />
            </p>
          )}
          {alerts.followed && alerts.followed.length > 0 && (
            <p className="alert-settings__following">
              <FormattedMessage
                id="alerts.following"
                defaultMessage="U volgt {count, plural, one {# pand} other {# panden}}: we mailen u als hun prijs daalt of hun status verandert."
                values={{ count: alerts.followed.length }}
              />
            </p>
          )}
          {alerts.consent && (
            <p>
              <FormattedMessage
                id="alerts.consentGiven"
                defaultMessage="Uw toestemming (versie {version}, gegeven op {date}):"
                values={{ version: alerts.consent.version, date: formatDate(alerts.consent.at) }}
              />{' '}
              {alerts.consent.text && <q>{alerts.consent.text}</q>}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
