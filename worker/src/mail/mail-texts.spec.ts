import { businessDetails, DEFAULT_BUSINESS_SETTINGS, tradeInAnswersOf } from '@caliber/contracts';
import { describe, expect, it } from 'vitest';
import { CONFIRM_SUBJECT, confirmationMail, inquiryAlert, welcomeMail } from './mail-texts.js';

const base = {
  id: 7,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  watchId: null,
  watchBrand: null,
  watchModel: null,
  watchReference: null,
  tradeIn: null,
  alertedAt: null,
  createdAt: new Date('2026-11-23T08:15:00Z'),
};

describe('the mail texts', () => {
  it('names the kind, the watch and the sender in the alert subject, and replies to the customer', () => {
    const mail = inquiryAlert(
      { ...base, kind: 'watch', message: 'Is it\nstill available?', watchId: 3, watchBrand: 'Rolex', watchModel: 'Submariner Date', watchReference: '126610LN' },
      'shop@example.com',
    );
    expect(mail).toMatchObject({
      to: 'shop@example.com',
      subject: 'Watch inquiry: Rolex Submariner Date (Ref. 126610LN) from Ada Lovelace',
      replyTo: { name: 'Ada Lovelace', address: 'ada@example.com' },
    });
    expect(mail.text).toContain('Is it\nstill available?');
    expect(mail.text).toContain('Phone: Not given');
    expect(mail.text).toContain('received 2026-11-23 08:15 UTC');
  });

  it("names the customer's own watch for a trade-in from its answers, not its message, and none for a contact message", () => {
    const tradeIn = tradeInAnswersOf({ currentWatchBrand: 'Omega', currentWatchModel: 'Speedmaster', name: 'Bo', email: 'bo@example.com' });
    const message = 'Trade-in request\nCurrent watch: words the subject does not read';
    expect(inquiryAlert({ ...base, kind: 'trade-in', message, tradeIn }, 'x@example.com').subject).toBe('Trade-in request: Omega Speedmaster from Ada Lovelace');
    expect(inquiryAlert({ ...base, kind: 'trade-in', message, tradeIn: null }, 'x@example.com').subject).toBe('Trade-in request from Ada Lovelace');
    expect(inquiryAlert({ ...base, kind: 'contact', message: 'Hello' }, 'x@example.com').subject).toBe('Contact message from Ada Lovelace');
  });

  it('keeps a subject on one line whatever the name holds', () => {
    const subject = inquiryAlert({ ...base, kind: 'contact', name: 'Eve\r\nBcc: evil@example.com', message: 'x' }, 'x@example.com').subject;
    expect(subject).toBe('Contact message from Eve Bcc: evil@example.com');
  });

  it('ends the welcome with the unsubscribe link', () => {
    const mail = welcomeMail('new@example.com', 'https://shop.example/unsubscribe?token=abc', businessDetails({ ...DEFAULT_BUSINESS_SETTINGS, email: 'desk@shop.example' }));
    expect(mail.text.trim().endsWith('https://shop.example/unsubscribe?token=abc')).toBe(true);
    expect(mail.unsubscribeUrl).toBe('https://shop.example/unsubscribe?token=abc');
    expect(mail.text).toContain('Write to desk@shop.example');
  });

  it('asks to confirm a sign-up with the link, and says an ignored e-mail ends it', () => {
    const mail = confirmationMail(
      'new@example.com',
      'https://shop.example/confirm-subscription?token=abc',
      businessDetails(DEFAULT_BUSINESS_SETTINGS),
      'https://shop.example/mail/not-me#token=x.y',
    );
    expect(mail).toMatchObject({ to: 'new@example.com', subject: CONFIRM_SUBJECT });
    expect(mail.text).toContain('open this link within 7 days: https://shop.example/confirm-subscription?token=abc');
    expect(mail.text).toContain('ignore this e-mail');
    expect(mail.text).toContain('never write to this address again: https://shop.example/mail/not-me#token=x.y');
    expect(mail.unsubscribeUrl).toBeUndefined();
  });
});
