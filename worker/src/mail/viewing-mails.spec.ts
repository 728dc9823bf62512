import { businessDetails, DEFAULT_BUSINESS_SETTINGS } from '@caliber/contracts';
import { describe, expect, it } from 'vitest';
import { VIEWING_CANCELLED_SUBJECT, VIEWING_REMINDER_SUBJECT, viewingBookedMail, viewingBookedSubject, viewingCancelledMail, viewingReminderMail } from './viewing-mails.js';

const business = businessDetails(DEFAULT_BUSINESS_SETTINGS);
const viewing = {
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  start: new Date('2027-03-15T15:00:00Z'),
  timeZone: 'America/Chicago',
  watch: 'Rolex Submariner Date (Ref. 126610LN)',
  rescheduleUrl: 'https://caliber.test/viewings/reschedule#token=7.abc',
  cancelUrl: 'https://caliber.test/viewings/cancel#token=7.abc',
};

describe('the viewing e-mails', () => {
  it("tell the time on the shop's clock with its zone, the watch, the address by appointment and both links", () => {
    const mail = viewingBookedMail(viewing, false, 'BEGIN:VCALENDAR', business);
    expect(mail).toMatchObject({ to: 'ada@example.com', subject: viewingBookedSubject(false) });
    expect(mail.text).toContain('your visit to see the Rolex Submariner Date (Ref. 126610LN) is booked for Monday, March 15, 2027 at 10:00 AM CDT');
    expect(mail.text).toContain('we will send the address by e-mail before your visit');
    expect(mail.text).toContain(viewing.rescheduleUrl);
    expect(mail.text).toContain(viewing.cancelUrl);
    expect(mail.attachments).toEqual([{ filename: 'viewing.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }]);
    expect(viewingBookedMail({ ...viewing, watch: null }, true, '', business).text).toContain('We have moved your visit to the showroom: it now takes place');
  });

  it('remind the day before, and say a cancelled viewing is cancelled with a way to book again', () => {
    expect(viewingReminderMail(viewing, business)).toMatchObject({ subject: VIEWING_REMINDER_SUBJECT, text: expect.stringContaining('A reminder of your visit to see the Rolex') });
    const cancelled = viewingCancelledMail(viewing, 'https://caliber.test/contact', business);
    expect(cancelled.subject).toBe(VIEWING_CANCELLED_SUBJECT);
    expect(cancelled.text).toContain('Your visit to see the Rolex Submariner Date (Ref. 126610LN), Monday, March 15, 2027 at 10:00 AM CDT, is cancelled.');
    expect(cancelled.text).toContain('https://caliber.test/contact');
  });
});
