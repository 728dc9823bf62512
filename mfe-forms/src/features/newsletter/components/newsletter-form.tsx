import { subscriptionSchema } from '@caliber/contracts';
import type { FormApi } from 'final-form';
import { EmailSignupForm, type EmailValues } from '../../../components/email-signup-form';
import { sendAndReport } from '../../../lib/send-and-report';
import { validateWith } from '../../../lib/validate-with';
import { createSubscription } from '../api/create-subscription';

const validate = validateWith(subscriptionSchema);

export interface NewsletterFormProps {
  /** 'dark' when placed on the night background (the footer). */
  tone?: 'light' | 'dark';
}

/** Email signup used on the home page and in the footer (docs/storefront.md newsletter states). */
export function NewsletterForm({ tone = 'light' }: NewsletterFormProps) {
  const onSubmit = async (values: EmailValues, form: FormApi<EmailValues>) => {
    await sendAndReport(form, () => createSubscription({ email: values.email.trim() }), {
      sent: { title: 'Subscription Successful', description: "You're now subscribed to our newsletter." },
      failed: {
        title: 'Subscription Failed',
        description: 'There was an error subscribing to the newsletter. Please try again.',
      },
    });
  };

  return (
    <EmailSignupForm
      name="Newsletter signup"
      fieldLabel="Email address"
      submitLabel="Subscribe"
      submittingLabel="Subscribing..."
      tone={tone}
      validate={validate}
      onSubmit={onSubmit}
    />
  );
}
