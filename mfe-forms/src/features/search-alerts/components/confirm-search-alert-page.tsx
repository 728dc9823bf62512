import { BUSINESS_NAME } from '@caliber/contracts';
import { LinkActionPage, type LinkActionTexts } from '../../../components/link-action-page';
import { confirmSearchAlert } from '../api/search-alerts';

const TEXTS: LinkActionTexts = {
  eyebrow: 'Search Alert',
  heading: 'Confirm Your Search Alert',
  lead: `Click the button below and ${BUSINESS_NAME} will e-mail you when a watch matching your search arrives.`,
  button: 'Confirm',
  sending: 'Confirming...',
  done: 'Your alert is set. We will e-mail you when a matching watch arrives, at most once a day.',
  noToken: 'This link is incomplete. Open the confirmation link from our e-mail as it is.',
  failed: (email) => `We could not confirm your alert just now. Please try again, or write to ${email}.`,
};

/** /search-alerts/confirm?token=…: confirms on a click, so a mail scanner that opens links sets no alert (docs/search-alerts.md). */
export function ConfirmSearchAlertPage() {
  return <LinkActionPage texts={TEXTS} act={confirmSearchAlert} />;
}
