import { API, type Watch } from '@caliber/contracts';
import { startMailbox, type Mailbox } from '@caliber/test-stack';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdmin, openTab, toast } from '../admin/admin-page.js';
import { apiJson, openStorefront, waitForHydration, type StorefrontSession } from './storefront-session.js';

const WIDTHS = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const;
const BOOKED_SUBJECT = 'Your Caliber viewing is booked';

let mailbox: Mailbox;
let session: StorefrontSession;

beforeAll(async () => {
  mailbox = await startMailbox();
  session = await openStorefront({ purpose: 'viewings', env: { SMTP_URL: mailbox.url, BUSINESS_TIMEZONE: 'America/Chicago' } });
});
afterAll(async () => {
  await session?.close();
  await mailbox?.stop();
});

/** Picks the first free time of the first day offered, fills the collector's details and books; the time chosen. */
async function bookFirstSlot(page: Page, formName: string, email: string): Promise<string> {
  const form = page.getByRole('form', { name: formName });
  const time = form.getByLabel(/^Time \(/);
  await expect.poll(() => time.locator('option').count()).toBeGreaterThan(1);
  await time.selectOption({ index: 1 });
  const chosen = await time.locator('option:checked').textContent();
  await form.getByLabel('Name *').fill('Grace Hopper');
  await form.getByLabel('Email *').fill(email);
  await form.getByLabel('Phone *').fill('+1 214 555 0199');
  await form.getByRole('button', { name: 'Book Viewing' }).click();
  await toast(page, 'Viewing Booked').waitFor();
  expect(await form.getByLabel('Email *').inputValue()).toBe('');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  return chosen!;
}

/** The text of the last e-mail of this subject to this address. */
async function mailTo(email: string, subject: string): Promise<string> {
  const found = await mailbox.waitFor(1, (mail) => mail.subject === subject && mail.to !== undefined && 'text' in mail.to && mail.to.text === email);
  return found.at(-1)!.text ?? '';
}

const linkIn = (text: string, path: string) => new RegExp(`(http://\\S+${path}#token=\\S+)`).exec(text)![1];

describe.each(WIDTHS)('booking a viewing at a %s width', (width, viewport) => {
  it('from a watch page landed on directly: the viewing names the watch, and the back office shows it this week', async () => {
    const [watch] = await apiJson<Watch[]>(session.stack, API.watches);
    const name = `${watch.brand} ${watch.model}`;
    const page = await session.newPage(viewport);
    const response = await page.goto(`/watch/${watch.slug}`);
    expect(await response!.text()).toContain('Book a Viewing');
    await waitForHydration(page, '[role="tab"]');
    await page.getByRole('tab', { name: 'Book a Viewing' }).click();
    await bookFirstSlot(page, `Book a viewing of the ${name}`, `watch-${width}@example.com`);
    expect(await mailTo(`watch-${width}@example.com`, BOOKED_SUBJECT)).toContain(`your visit to see the ${name}`);

    const admin = await openAdmin(session, viewport);
    await openTab(admin, 'Viewings');
    await admin.getByRole('button', { name: 'This Week' }).click();
    const row = admin.getByRole('row', { name: new RegExp(`watch-${width}@example\\.com`) });
    await row.getByText(name, { exact: false }).waitFor();
    await admin.getByRole('form', { name: 'Viewing hours' }).getByLabel('Slot length (minutes)').waitFor();
  });

  it('from the contact page landed on directly, for a general visit; the slot taken is no longer offered; moved, then cancelled from the e-mail links', async () => {
    const page = await session.newPage(viewport);
    const response = await page.goto('/contact');
    expect(await response!.text()).toContain('Book a Viewing');
    const email = `visit-${width}@example.com`;
    const chosen = await bookFirstSlot(page, 'Book a viewing', email);
    const time = page.getByRole('form', { name: 'Book a viewing' }).getByLabel(/^Time \(/);
    await expect.poll(async () => (await time.locator('option').allTextContents()).includes(chosen)).toBe(false);

    // The confirmation's links: another time, then cancel, each page landed on from the e-mail.
    const confirmation = await mailTo(email, BOOKED_SUBJECT);
    const moving = await session.newPage(viewport);
    await moving.goto(linkIn(confirmation, '/viewings/reschedule'));
    const form = moving.getByRole('form', { name: 'Choose another time' });
    const times = form.getByLabel(/^Time \(/);
    await expect.poll(() => times.locator('option').count()).toBeGreaterThan(1);
    await times.selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Move Viewing' }).click();
    await moving.getByText(/Your viewing now takes place/).waitFor();
    expect(await mailTo(email, 'Your Caliber viewing has a new time')).toContain('We have moved your visit to the showroom: it now takes place');

    const cancelling = await session.newPage(viewport);
    await cancelling.goto(linkIn(confirmation, '/viewings/cancel'));
    await waitForHydration(cancelling, 'main button');
    await cancelling.getByRole('button', { name: 'Cancel Viewing' }).click();
    await cancelling.getByText('Your viewing is cancelled. We have sent you a note by e-mail.').waitFor();
    await mailTo(email, 'Your Caliber viewing is cancelled');
  });
});
