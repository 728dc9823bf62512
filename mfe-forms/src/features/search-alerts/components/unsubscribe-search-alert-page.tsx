import { LinkActionPage, type LinkActionTexts } from '../../../components/link-action-page';
import { unsubscribeSearchAlert } from '../api/search-alerts';

const TEXTS: LinkActionTexts = {
  eyebrow: 'Search Alert',
  heading: 'Stop This Alert',
  lead: 'Click the button below to stop the e-mails of this search alert. Your other alerts stay as they are.',
  button: 'Stop Alert',
  sending: 'Stopping...',
  done: 'The alert is deleted. You will receive no more e-mails for this search.',
  noToken: 'This link is incomplete. Open the link from one of our e-mails as it is.',
  failed: (email) => `We could not stop the alert just now. Please try again, or write to ${email}.`,
};

/** /search-alerts/unsubscribe#token=… (or the ?token=… of links mailed before): one click deletes the alert an e-mail was sent for, no sign-in (docs/search-alerts.md). */
export function UnsubscribeSearchAlertPage() {
  return <LinkActionPage texts={TEXTS} act={unsubscribeSearchAlert} />;
}
