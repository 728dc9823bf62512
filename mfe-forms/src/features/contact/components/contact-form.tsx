import { inquirySchema } from '@caliber/contracts';
import { Button, toast, trackEvent } from '@caliber/ui';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { createInquiry } from '../../../api/create-inquiry';
import { FormStack } from '../../../components/form-stack';
import { HydratedFields } from '../../../components/hydrated-fields';
import { MessageFields } from '../../../components/message-fields';
import { toMessagePayload, type MessageValues } from '../../../lib/message-values';
import { validateWith } from '../../../lib/validate-with';

const validate = validateWith(inquirySchema);

/** A general message; sent as an inquiry of kind 'contact' with the spec's fixed watchId 1. */
export function ContactForm() {
  const onSubmit = async (values: MessageValues, form: FormApi<MessageValues>) => {
    try {
      await createInquiry(toMessagePayload(values, { watchId: 1, kind: 'contact' }));
      form.restart();
      toast({
        title: 'Message Sent',
        description: "Your message has been successfully submitted. We'll contact you shortly.",
      });
      trackEvent({ category: 'Contact', label: 'Contact form', value: 1 });
    } catch {
      toast({
        title: 'Error',
        description: 'There was an error submitting your message. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Form<MessageValues> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <FormStack onSubmit={handleSubmit} aria-label="Contact form">
          <HydratedFields>
            <MessageFields />
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Sending...' : 'Send Message'}
            </Button>
          </HydratedFields>
        </FormStack>
      )}
    </Form>
  );
}
