import { BUSINESS_NAME, formatViewingTime, type BusinessDetails } from '@caliber/contracts';
import type { MailContent } from './mail-texts.js';

/** A viewing as its e-mails tell it: when (in the shop's clock), what, and the collector's links. */
export interface MailedViewing {
  email: string;
  name: string;
  start: Date;
  timeZone: string;
  /** The watch to see; null for a general visit. */
  watch: string | null;
  rescheduleUrl: string;
  cancelUrl: string;
}

const visit = (viewing: Pick<MailedViewing, 'watch'>) => (viewing.watch ? `your visit to see the ${viewing.watch}` : 'your visit to the showroom');
const capitalized = (text: string) => text[0].toUpperCase() + text.slice(1);
const where = (business: BusinessDetails) =>
  business.address.street ? business.address.display : `${business.address.display}: we will send the address by e-mail before your visit`;
const questions = (business: BusinessDetails) => `Questions? Write to ${business.email.address} or call ${business.phone.display}, ${business.hours}.`;
const links = (viewing: MailedViewing) => [`Another time suits you better? ${viewing.rescheduleUrl}`, `Cannot come? Cancel here: ${viewing.cancelUrl}`];

export const viewingBookedSubject = (rescheduled: boolean) => (rescheduled ? `Your ${BUSINESS_NAME} viewing has a new time` : `Your ${BUSINESS_NAME} viewing is booked`);

/** The collector's confirmation, with the `.ics` invitation attached (`invitation`). */
export function viewingBookedMail(viewing: MailedViewing, rescheduled: boolean, invitation: string, business: BusinessDetails): MailContent {
  const text = [
    `Dear ${viewing.name},`,
    '',
    `${rescheduled ? `We have moved ${visit(viewing)}: it now takes place` : `Thank you: ${visit(viewing)} is booked for`} ${formatViewingTime(viewing.start.getTime(), viewing.timeZone)}.`,
    `Where: ${where(business)}.`,
    '',
    'The invitation attached adds it to your calendar. We will remind you the day before.',
    '',
    ...links(viewing),
    '',
    questions(business),
  ].join('\n');
  return {
    to: viewing.email,
    subject: viewingBookedSubject(rescheduled),
    text,
    attachments: [{ filename: 'viewing.ics', content: invitation, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

export const VIEWING_REMINDER_SUBJECT = `Your ${BUSINESS_NAME} viewing is tomorrow`;

export function viewingReminderMail(viewing: MailedViewing, business: BusinessDetails): MailContent {
  const text = [
    `Dear ${viewing.name},`,
    '',
    `A reminder of ${visit(viewing)}, ${formatViewingTime(viewing.start.getTime(), viewing.timeZone)}.`,
    `Where: ${where(business)}.`,
    '',
    ...links(viewing),
    '',
    questions(business),
  ].join('\n');
  return { to: viewing.email, subject: VIEWING_REMINDER_SUBJECT, text };
}

export const VIEWING_CANCELLED_SUBJECT = `Your ${BUSINESS_NAME} viewing is cancelled`;

/** Sent whoever cancelled: the collector from the link, or the operator from the back office. */
export function viewingCancelledMail(viewing: Omit<MailedViewing, 'rescheduleUrl' | 'cancelUrl'>, bookUrl: string, business: BusinessDetails): MailContent {
  const text = [
    `Dear ${viewing.name},`,
    '',
    `${capitalized(visit(viewing))}, ${formatViewingTime(viewing.start.getTime(), viewing.timeZone)}, is cancelled.`,
    '',
    `To book another time: ${bookUrl}`,
    '',
    questions(business),
  ].join('\n');
  return { to: viewing.email, subject: VIEWING_CANCELLED_SUBJECT, text };
}
