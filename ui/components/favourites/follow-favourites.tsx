import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link, useNavigation } from 'react-router';
import { routePath } from '../../../domain/routing/routes';
import type { Locale } from '../../../domain/shared/locale';
import { problemText } from '../forms/form-problems';
import { useRememberedSubscription } from '../flows/remembered-subscription';

/** What the follow form's post answers when it did not follow (followed, the page reloads with the count). */
export type FollowAnswer = { readonly state: 'refused'; readonly retryAfterSeconds: number } | { readonly state: 'unknown' | 'failed' };

function SubscribeLink({ locale }: { readonly locale: Locale }) {
  return (
    <Link className="button button--secondary" to={routePath('subscribe', locale)}>
      <FormattedMessage id="favorites.follow.subscribe" defaultMessage="Hou me op de hoogte" />
    </Link>
  );
}

/**
 * Issue 11 "follow these estates", under the favourites: with the subscription this browser confirmed or edited
 * (its token remembered there), one button posts the favourites' ids to it, so that their price drops and status
 * changes come in its alerts. A plain form post (post/redirect/get) that the server answers, with or without
 * JavaScript. Without a remembered subscription: subscribe first, the confirmation brings the visitor back here.
 */
export function FollowFavourites({ locale, estateIds, answer }: { readonly locale: Locale; readonly estateIds: readonly number[]; readonly answer: FollowAnswer | undefined }) {
  const intl = useIntl();
  const token = useRememberedSubscription();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="favourites__follow" aria-labelledby="favourites-follow-title">
      <h2 id="favourites-follow-title" className="favourites__follow-title">
        <FormattedMessage id="favorites.follow.title" defaultMessage="Volg deze panden" />
      </h2>
      <p>
        <FormattedMessage id="favorites.follow.text" defaultMessage="Krijg een e-mail als hun prijs daalt of als ze verkocht, verhuurd of in optie zijn." />
      </p>
      {answer && (
        <p className="form-status form-status--error" role="alert">
          {answer.state === 'unknown' ? (
            <FormattedMessage id="favorites.follow.unknown" defaultMessage="Die inschrijving bestaat niet meer. Schrijf u opnieuw in om panden te volgen." />
          ) : (
            problemText(intl, answer.state === 'refused' ? { kind: 'refused', reason: 'too_many', retryAfterSeconds: answer.retryAfterSeconds } : { kind: 'unavailable' })
          )}
        </p>
      )}
      {token && answer?.state !== 'unknown' ? (
        <Form method="post" className="favourites__follow-form">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="followed" value={estateIds.join(',')} />
          <button className="button" type="submit" disabled={busy}>
            <FormattedMessage
              id="favorites.follow.button"
              defaultMessage="Volg {count, plural, one {dit pand} other {deze # panden}}"
              values={{ count: estateIds.length }}
            />
          </button>
        </Form>
      ) : (
        <div className="favourites__follow-form">
          <p>
            <FormattedMessage
              id="favorites.follow.subscribeFirst"
              defaultMessage="Schrijf u eerst in voor onze e-mails. Na de bevestiging kunt u hier uw favorieten volgen."
            />
          </p>
          <SubscribeLink locale={locale} />
        </div>
      )}
    </section>
  );
}
