import { BUSINESS_NAME, INQUIRY_KIND_LABELS, type BusinessDetails, inquirySubject, inquiryWatchLabel, type Inquiry } from '@caliber/contracts';

/** An e-mail's own parts; the sender, and the transport's escaping of headers, come from MailService. */
export interface MailContent {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of `text`, for e-mails that show pictures (search alerts); every value in it escaped. */
  html?: string;
  replyTo?: { name: string; address: string };
  /** The List-Unsubscribe link of a newsletter e-mail. */
  unsubscribeUrl?: string;
  /** Files sent with it: a viewing's `.ics` invitation. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** What the alert reads of an inquiry. */
export type AlertedInquiry = Omit<Inquiry, 'status' | 'createdAt'> & { createdAt: Date };

/**
 * The operator's alert of a customer message: plain text only, so the customer's words cannot become
 * markup; replying answers the customer (Reply-To).
 */
export function inquiryAlert(inquiry: AlertedInquiry, notifyEmail: string): MailContent {
  const watch = inquiryWatchLabel(inquiry);
  const text = [
    `${INQUIRY_KIND_LABELS[inquiry.kind]} received ${inquiry.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    '',
    `Name: ${inquiry.name}`,
    `E-mail: ${inquiry.email}`,
    `Phone: ${inquiry.phone || 'Not given'}`,
    ...(watch ? [`Watch: ${watch}`] : []),
    '',
    inquiry.message,
    '',
    '--',
    `Reply to this e-mail to answer ${inquiry.name}. Mark the inquiry answered in the back office.`,
  ].join('\n');
  return { to: notifyEmail, subject: inquirySubject(inquiry), text, replyTo: { name: inquiry.name, address: inquiry.email } };
}

export const CONFIRM_SUBJECT = `Confirm your subscription to the ${BUSINESS_NAME} newsletter`;

/** The double opt-in's one e-mail: nothing is sent to the address again until it confirms (docs/mail.md). */
export function confirmationMail(email: string, confirmUrl: string, business: BusinessDetails, notMeUrl: string): MailContent {
  const text = [
    `Someone, probably you, asked to receive the ${BUSINESS_NAME} newsletter at this address.`,
    '',
    `To confirm, open this link within 7 days: ${confirmUrl}`,
    '',
    'If it was not you, ignore this e-mail: without your confirmation we will not write to you again, and we forget the address after 7 days.',
    notMeLine(notMeUrl),
    '',
    `Questions? Write to ${business.email.address} or call ${business.phone.display}, ${business.hours}.`,
  ].join('\n');
  return { to: email, subject: CONFIRM_SUBJECT, text };
}

export const WELCOME_SUBJECT = `Welcome to the ${BUSINESS_NAME} newsletter`;

/** The new subscriber's welcome, with the one-click unsubscribe link. */
export function welcomeMail(email: string, unsubscribeUrl: string, business: BusinessDetails): MailContent {
  const text = [
    `Thank you for subscribing to the ${BUSINESS_NAME} newsletter.`,
    '',
    'We will write when new pieces arrive and with news from the workshop, and never share your address.',
    '',
    `Questions? Write to ${business.email.address} or call ${business.phone.display}, ${business.hours}.`,
    '',
    '--',
    `To stop receiving the newsletter, open this link: ${unsubscribeUrl}`,
  ].join('\n');
  return { to: email, subject: WELCOME_SUBJECT, text, unsubscribeUrl };
}

/** The line of every confirmation e-mail that lets a stranger stop all mail to the address (docs/security.md). */
export const notMeLine = (notMeUrl: string) => `This was not you? Tell us and we will never write to this address again: ${notMeUrl}`;
