import { inquirySchema, type InquiryPayload } from '@caliber/contracts';
import { Button } from '@caliber/ui';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { createInquiry } from '../api/create-inquiry';
import { toMessagePayload, type MessageValues } from '../lib/message-values';
import { sendAndReport, type SendToasts } from '../lib/send-and-report';
import { validateWith } from '../lib/validate-with';
import { FormStack } from './form-stack';
import { HydratedFields } from './hydrated-fields';
import { MessageFields } from './message-fields';

const validate = validateWith(inquirySchema);

export interface MessageFormProps extends SendToasts {
  /** What the inquiry is about: its kind and watch. */
  target: Pick<InquiryPayload, 'watchId' | 'kind'>;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  messagePlaceholder?: string;
  /** After the message is sent, e.g. to record the analytics event. */
  onSent: () => void;
}

/** Name, email, phone and message, sent as an inquiry: the watch page's and the contact page's form. */
export function MessageForm({ target, label, submitLabel, messagePlaceholder, sent, failed, onSent }: MessageFormProps) {
  const onSubmit = async (values: MessageValues, form: FormApi<MessageValues>) => {
    if (await sendAndReport(form, () => createInquiry(toMessagePayload(values, target)), { sent, failed })) onSent();
  };

  return (
    <Form<MessageValues> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <FormStack onSubmit={handleSubmit} aria-label={label}>
          <HydratedFields>
            <MessageFields messagePlaceholder={messagePlaceholder} />
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Sending...' : submitLabel}
            </Button>
          </HydratedFields>
        </FormStack>
      )}
    </Form>
  );
}
