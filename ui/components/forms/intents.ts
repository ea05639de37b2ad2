/** The names (`intent` field) of the visitor forms a page carries besides its own, which its action dispatches on. */
export const CONTACT_INTENT = 'contact';
export const FRIEND_INTENT = 'send-to-a-friend';
