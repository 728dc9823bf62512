import { API, inquiryReplyHref } from '@caliber/contracts';
import { startMailbox, type Mailbox } from '@caliber/test-stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdmin, toast } from '../admin/admin-page.js';
import { openStorefront, waitForHydration, type StorefrontSession } from './storefront-session.js';

let mailbox: Mailbox;
let session: StorefrontSession;

beforeAll(async () => {
  mailbox = await startMailbox();
  session = await openStorefront({ purpose: 'mail', env: { SMTP_URL: mailbox.url } });
});
afterAll(async () => {
  await session?.close();
  await mailbox?.stop();
});

const post = (path: string, body: unknown) =>
  fetch(`${session.stack.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: session.stack.url },
    body: JSON.stringify(body),
  });

describe('the confirmation and unsubscribe pages', () => {
  it('confirms a sign-up from the confirmation e-mail, then takes the address off in one click from the welcome e-mail; the admin list shows who left', async () => {
    await post(API.subscriptions, { email: 'leaving@example.com' });
    const [confirmation] = await mailbox.waitFor(1, (mail) => mail.subject === 'Confirm your subscription to the Caliber newsletter');
    const confirmLink = /(http:\/\/\S+\/confirm-subscription\?token=\S+)/.exec(confirmation.text ?? '')![1];
    const page = await session.newPage();
    await page.goto(confirmLink);
    await waitForHydration(page, 'main button');
    await page.getByRole('button', { name: 'Confirm Subscription' }).click();
    await page.getByText('Your subscription is confirmed. Welcome to the Caliber newsletter.').waitFor();

    const [welcome] = await mailbox.waitFor(1, (mail) => mail.subject === 'Welcome to the Caliber newsletter');
    // The token in the fragment (docs/security.md); the forged link below keeps the `?token=` of links mailed before.
    const link = /(http:\/\/\S+\/unsubscribe#token=\S+)/.exec(welcome.text ?? '')![1];

    await page.goto(link);
    await waitForHydration(page, 'main button');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText('You have been unsubscribed. You will receive no more newsletters from Caliber.').waitFor();

    const admin = await openAdmin(session);
    await admin.getByRole('button', { name: 'Newsletter Subscribers' }).click();
    const row = admin.getByRole('row', { name: /leaving@example\.com/ });
    await row.getByText('Unsubscribed').waitFor();
  });

  it('says what is wrong with a forged link and with a link without its token', async () => {
    const page = await session.newPage();
    await page.goto('/unsubscribe?token=1.forgedforgedforgedforg');
    await waitForHydration(page, 'main button');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('alert').getByText(/This unsubscribe link is not valid/).waitFor();

    await page.goto('/unsubscribe');
    await page.getByRole('alert').getByText('This link is incomplete', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Unsubscribe' }).isDisabled()).toBe(true);
  });
});

describe('the inquiries workflow in the back office', () => {
  it('replies by e-mail, marks answered, filters by status and deletes', async () => {
    const inquiry = { name: 'Grace Hopper', email: 'grace@example.com', message: 'Do you take trade-ins?', kind: 'contact' as const };
    const created = await post(API.inquiries, { ...inquiry, watchId: 1 });
    expect(created.status).toBe(201);
    await mailbox.waitFor(1, (mail) => mail.subject === 'Contact message from Grace Hopper');

    const page = await openAdmin(session);
    expect(await page.getByText('E-mail alerts are off', { exact: false }).count()).toBe(0);
    await page.getByRole('button', { name: /Customer Inquiries/ }).getByText('1 new', { exact: false }).waitFor();
    await page.getByRole('button', { name: /Customer Inquiries/ }).click();
    const item = page.getByRole('listitem').filter({ hasText: 'Grace Hopper' });
    await item.waitFor();
    const expectedHref = inquiryReplyHref({ ...inquiry, watchId: null, watchBrand: null, watchModel: null, watchReference: null, tradeIn: null });
    expect(await item.getByRole('link', { name: 'Reply' }).getAttribute('href')).toBe(expectedHref);
    expect(expectedHref).toBe('mailto:grace@example.com?subject=Re%3A%20Contact%20message%20from%20Grace%20Hopper');

    await item.getByLabel('Status of the inquiry from Grace Hopper').selectOption('answered');
    await toast(page, 'Inquiry marked answered').waitFor();
    // The list opens on new inquiries: the answered one leaves it.
    await item.waitFor({ state: 'detached' });
    await page.getByLabel('Status', { exact: true }).selectOption('answered');
    await item.waitFor();

    page.once('dialog', (dialog) => void dialog.accept());
    await item.getByRole('button', { name: 'Delete the inquiry from Grace Hopper' }).click();
    await toast(page, 'Inquiry deleted successfully').waitFor();
    await item.waitFor({ state: 'detached' });
    const left = await fetch(`${session.stack.url}${API.admin.inquiries}`, { headers: { Cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') } });
    expect((await left.json()).total).toBe(0);
  });
});
