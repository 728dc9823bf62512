import { trackEvent } from '@caliber/ui';
import { MessageForm } from '../../../components/message-form';

/** A general message; sent as an inquiry of kind 'contact' with the fixed watchId 1 (docs/api.md). */
export function ContactForm() {
  return (
    <MessageForm
      target={{ watchId: 1, kind: 'contact' }}
      label="Contact form"
      submitLabel="Send Message"
      sent={{
        title: 'Message Sent',
        description: "Your message has been successfully submitted. We'll contact you shortly.",
      }}
      failed={{ title: 'Error', description: 'There was an error submitting your message. Please try again.' }}
      onSent={() => trackEvent({ category: 'Contact', label: 'Contact form', value: 1 })}
    />
  );
}
