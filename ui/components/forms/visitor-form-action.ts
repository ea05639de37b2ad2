import { data } from 'react-router';
import type { SiteLoaderArgs } from '../../server/load-context';
import { INTENT_FIELD, formAnswer } from './form-answer';
import { CONTACT_INTENT, FRIEND_INTENT } from './intents';
import { clientOf, postedValues } from './read-form';


const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
const FRIEND_FIELDS = ['senderName', 'senderEmail', 'friendEmail', 'message'] as const;

/**
 * The no-JavaScript path of the contact and send-to-a-friend forms (issue 12 item 8): the page's action runs
 * the same command the ajax route runs, and answers with the page and the form's outcome (400 field errors,
 * 429 with Retry-After). Undefined when the post is not one of these two forms.
 */
export async function visitorFormAction(context: SiteLoaderArgs['context'], form: URLSearchParams) {
  const intent = form.get(INTENT_FIELD);
  const base = { locale: context.locale, client: clientOf(context, form), ...postedValues(form, ['estateId']) };
  if (intent === CONTACT_INTENT) {
    const values = postedValues(form, CONTACT_FIELDS);
    return formAnswer(await context.core.commands.contact({ ...values, ...base }), values, CONTACT_INTENT);
  }
  if (intent === FRIEND_INTENT) {
    const values = postedValues(form, FRIEND_FIELDS);
    return formAnswer(await context.core.commands.sendToFriend({ ...values, ...base }), values, FRIEND_INTENT);
  }
  return undefined;
}

/** A post no form of the page makes. */
export const unknownForm = () => data(null, { status: 400 });
