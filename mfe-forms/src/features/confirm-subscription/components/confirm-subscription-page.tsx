import { BUSINESS_NAME } from '@caliber/contracts';
import { LinkActionPage, type LinkActionTexts } from '../../../components/link-action-page';
import { confirmSubscription } from '../api/confirm-subscription';

export const CONFIRMED_TEXT = `Your subscription is confirmed. Welcome to the ${BUSINESS_NAME} newsletter.`;
export const NO_CONFIRMATION_TOKEN_TEXT = 'This link is incomplete. Open the confirmation link from our e-mail as it is.';

const TEXTS: LinkActionTexts = {
  heading: 'Confirm Your Subscription',
  lead: `Click the button below to start receiving the ${BUSINESS_NAME} newsletter.`,
  button: 'Confirm Subscription',
  sending: 'Confirming...',
  done: CONFIRMED_TEXT,
  noToken: NO_CONFIRMATION_TOKEN_TEXT,
  failed: (email) => `We could not confirm your subscription just now. Please try again, or write to ${email}.`,
};

/** /confirm-subscription?token=…: the newsletter's double opt-in (docs/mail.md). */
export function ConfirmSubscriptionPage() {
  return <LinkActionPage texts={TEXTS} act={confirmSubscription} />;
}
