import { trackEvent } from '@caliber/ui';
import styled from 'styled-components';
import { MessageForm } from '../../../components/message-form';

const SOLD_FORM_LABEL = 'Inquiry about similar watches';
const SOLD_INVITATION =
  'This watch has been sold. Looking for something similar? Tell us what you have in mind and we will let you know when a comparable piece comes in.';

export interface InquiryFormProps {
  watchId: number;
  /** Brand and model, for the analytics label and the message hint. */
  watchLabel?: string;
  /** The watch is sold: the form invites questions about similar watches instead. */
  sold?: boolean;
}

/** The watch page's inquiry form: fields cleared on success, kept on failure (docs/storefront.md). */
export function InquiryForm({ watchId, watchLabel, sold = false }: InquiryFormProps) {
  const form = (
    <MessageForm
      target={{ watchId, kind: 'watch' }}
      label={sold ? SOLD_FORM_LABEL : 'Inquiry about this watch'}
      submitLabel="Send Inquiry"
      messagePlaceholder={placeholder(watchLabel, sold)}
      sent={{
        title: 'Inquiry Sent',
        description: "Your inquiry has been successfully submitted. We'll contact you shortly.",
      }}
      failed={{ title: 'Error', description: 'There was an error submitting your inquiry. Please try again.' }}
      onSent={() => trackEvent({ category: 'Inquiry', label: watchLabel ?? `Watch ${watchId}`, value: watchId })}
    />
  );
  if (!sold) return form;
  return (
    <SoldInvitation>
      <p>{SOLD_INVITATION}</p>
      {form}
    </SoldInvitation>
  );
}

function placeholder(watchLabel: string | undefined, sold: boolean): string | undefined {
  if (!watchLabel) return undefined;
  return sold ? `I'm looking for a watch like the ${watchLabel}.` : `I'd like to know more about the ${watchLabel}.`;
}

const SoldInvitation = styled.div`
  display: grid;
  gap: 16px;

  & > p {
    margin: 0;
    line-height: 1.6;
  }
`;
