import { BUSINESS_NAME } from '@caliber/contracts';
import { LinkActionPage, type LinkActionTexts } from '../../../components/link-action-page';
import { unsubscribe } from '../api/unsubscribe';

export const UNSUBSCRIBED_TEXT = `You have been unsubscribed. You will receive no more newsletters from ${BUSINESS_NAME}.`;
export const NO_TOKEN_TEXT = 'This link is incomplete. Open the unsubscribe link from one of our e-mails as it is.';

const TEXTS: LinkActionTexts = {
  heading: 'Unsubscribe',
  lead: `Click the button below to stop receiving the ${BUSINESS_NAME} newsletter.`,
  button: 'Unsubscribe',
  sending: 'Unsubscribing...',
  done: UNSUBSCRIBED_TEXT,
  noToken: NO_TOKEN_TEXT,
  failed: (email) => `We could not unsubscribe you just now. Please try again, or write to ${email}.`,
};

/** /unsubscribe#token=… (or the ?token=… of links mailed before): one click takes the address off the newsletter, no sign-in (docs/mail.md). */
export function UnsubscribePage() {
  return <LinkActionPage texts={TEXTS} act={unsubscribe} />;
}
