import type { InquiryPayload } from '@caliber/contracts';

/** What the inquiry and contact forms hold; react-final-form leaves an emptied field undefined. */
export interface MessageValues {
  name: string;
  email: string;
  phone?: string;
  message: string;
}

/** The inquiry payload for a message form, trimmed; an empty phone is left out. */
export function toMessagePayload(
  values: MessageValues,
  target: Pick<InquiryPayload, 'watchId' | 'kind'>,
): InquiryPayload {
  const phone = values.phone?.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    message: values.message.trim(),
    ...target,
  };
}
