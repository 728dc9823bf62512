import { businessDetails, DEFAULT_BUSINESS_SETTINGS } from '@caliber/contracts';
import { describe, expect, it } from 'vitest';
import { searchAlertDigestMail, type MailedAlert } from './search-alert-mails.js';

const business = businessDetails(DEFAULT_BUSINESS_SETTINGS);
const alert = (description: string, id: number): MailedAlert => ({
  description,
  searchUrl: `https://shop.example/search?q=${id}`,
  unsubscribeUrl: `https://shop.example/search-alerts/unsubscribe?token=${id}.mac`,
  watches: [{ name: 'Omega <Speedmaster> "Moon"', price: '$6,200', url: 'https://shop.example/watch/omega', imageUrl: 'https://shop.example/uploads/o.jpg' }],
});

describe('the search alert e-mail', () => {
  it("lists each watch's name, price, picture and link, escaping every value of the HTML", () => {
    const mail = searchAlertDigestMail('a@example.com', [alert('"speedmaster"', 1)], 'https://shop.example/search-alerts/manage#token=x.y', business);
    expect(mail.subject).toBe('A new watch matches your search: "speedmaster"');
    expect(mail.text).toContain('- Omega <Speedmaster> "Moon", $6,200: https://shop.example/watch/omega');
    expect(mail.html).toContain('<img src="https://shop.example/uploads/o.jpg" alt="Omega &lt;Speedmaster&gt; &quot;Moon&quot;"');
    expect(mail.html).not.toContain('<Speedmaster>');
    expect(mail.unsubscribeUrl).toBe('https://shop.example/search-alerts/unsubscribe?token=1.mac');
  });

  it('with several alerts, counts the watches and points the List-Unsubscribe header at the page of all alerts', () => {
    const mail = searchAlertDigestMail('a@example.com', [alert('Omega', 1), alert('Rolex', 2)], 'https://shop.example/search-alerts/manage#token=x.y', business);
    expect(mail.subject).toBe('2 new watches match your Caliber searches');
    expect(mail.text).toContain('Stop this alert: https://shop.example/search-alerts/unsubscribe?token=2.mac');
    expect(mail.unsubscribeUrl).toBe('https://shop.example/search-alerts/manage#token=x.y');
  });
});
