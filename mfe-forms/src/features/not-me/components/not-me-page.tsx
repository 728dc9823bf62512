import { LinkActionPage, type LinkActionTexts } from '../../../components/link-action-page';
import { recordNotMe } from '../api/not-me';

const TEXTS: LinkActionTexts = {
  eyebrow: 'E-mail',
  heading: 'This Was Not Me',
  lead: 'Someone gave this address to sign up for our e-mails. Click the button below and we will never write to it again, whatever anyone asks.',
  button: 'Never E-mail Me Again',
  sending: 'Recording...',
  done: 'Done. We will not write to this address again.',
  noToken: 'This link is incomplete. Open the link from our e-mail as it is.',
  failed: (email) => `We could not record it just now. Please try again, or write to ${email}.`,
};

/** /mail/not-me#token=…, from a confirmation e-mail: one click puts the address on the suppression list (docs/security.md). */
export function NotMePage() {
  return <LinkActionPage texts={TEXTS} act={recordNotMe} />;
}
