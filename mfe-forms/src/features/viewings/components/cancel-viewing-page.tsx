import { cancelViewing } from '../../../api/viewings';
import { LinkActionPage, type LinkActionTexts } from '../../../components/link-action-page';

const TEXTS: LinkActionTexts = {
  eyebrow: 'Viewing',
  heading: 'Cancel Your Viewing',
  lead: 'Click the button below to cancel your viewing. You are welcome to book another time whenever you like.',
  button: 'Cancel Viewing',
  sending: 'Cancelling...',
  done: 'Your viewing is cancelled. We have sent you a note by e-mail.',
  noToken: 'This link is incomplete. Open the link from your confirmation e-mail as it is.',
  failed: (email) => `We could not cancel the viewing just now. Please try again, or write to ${email}.`,
};

/** /viewings/cancel#token=…: one click cancels the viewing a confirmation e-mail was sent for (docs/viewings.md). */
export function CancelViewingPage() {
  return <LinkActionPage texts={TEXTS} act={cancelViewing} />;
}
