import { searchAlertSchema, type SearchAlertFilters, type SearchAlertPayload } from '@caliber/contracts';
import type { FormApi } from 'final-form';
import { pick } from 'superstruct';
import { EmailSignupForm, type EmailValues } from '../../../components/email-signup-form';
import { sendAndReport } from '../../../lib/send-and-report';
import { validateWith } from '../../../lib/validate-with';
import { requestSearchAlert } from '../api/search-alerts';

const validate = validateWith(pick(searchAlertSchema, ['email']));

export interface SearchAlertFormProps {
  /** The page's search text; '' on a collection page without one. */
  q: string;
  /** The collection page's slug; absent on the search page and all watches. */
  collection?: string;
  /** The page's filters as its query string names them. */
  filters: SearchAlertFilters;
}

/** "Tell me when a match arrives": the address for an e-mail when a watch matching the page's search arrives (docs/search-alerts.md). */
export function SearchAlertForm({ q, collection, filters }: SearchAlertFormProps) {
  const onSubmit = async (values: EmailValues, form: FormApi<EmailValues>) => {
    const payload: SearchAlertPayload = { email: values.email.trim(), q, filters, ...(collection ? { collection } : {}) };
    await sendAndReport(form, () => requestSearchAlert(payload), {
      sent: { title: 'Check Your Inbox', description: 'Open the link we sent to confirm your alert.' },
      failed: { title: 'Alert Not Set', description: 'There was an error setting up your alert. Please try again.' },
    });
  };

  return (
    <EmailSignupForm
      name="Search alert"
      fieldLabel="Email address for the alert"
      submitLabel="Notify Me"
      submittingLabel="Sending..."
      validate={validate}
      onSubmit={onSubmit}
    />
  );
}
