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

export interface InquiryFormProps {
  watchId: number;
  /** Brand and model, for the analytics label and the message hint. */
  watchLabel?: string;
}

/** The watch page's inquiry form: fields cleared on success, kept on failure (docs/storefront.md). */
export function InquiryForm({ watchId, watchLabel }: InquiryFormProps) {
  const onSubmit = async (values: MessageValues, form: FormApi<MessageValues>) => {
    try {
      await createInquiry(toMessagePayload(values, { watchId, kind: 'watch' }));
      form.restart();
      toast({
        title: 'Inquiry Sent',
        description: "Your inquiry has been successfully submitted. We'll contact you shortly.",
      });
      trackEvent({ category: 'Inquiry', label: watchLabel ?? `Watch ${watchId}`, value: watchId });
    } catch {
      toast({
        title: 'Error',
        description: 'There was an error submitting your inquiry. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Form<MessageValues> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <FormStack onSubmit={handleSubmit} aria-label="Inquiry about this watch">
          <HydratedFields>
            <MessageFields
              messagePlaceholder={watchLabel ? `I'd like to know more about the ${watchLabel}.` : undefined}
            />
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Sending...' : 'Send Inquiry'}
            </Button>
          </HydratedFields>
        </FormStack>
      )}
    </Form>
  );
}
