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
  await mailbox.waitFor(1, (mail) => mail.subject === BOOKED_SUBJECT && mail.to !== undefined && 'text' in mail.to && mail.to.text === email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  return chosen!;
}

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

    const admin = await openAdmin(session, viewport);
    await openTab(admin, 'Viewings');
    await admin.getByRole('button', { name: 'This Week' }).click();
    const row = admin.getByRole('row', { name: new RegExp(`watch-${width}@example\\.com`) });
    await row.getByText(name, { exact: false }).waitFor();
    await admin.getByRole('form', { name: 'Viewing hours' }).getByLabel('Slot length (minutes)').waitFor();
  });

  it('from the contact page landed on directly, for a general visit; the slot taken is no longer offered', async () => {
    const page = await session.newPage(viewport);
    const response = await page.goto('/contact');
    expect(await response!.text()).toContain('Book a Viewing');
    const chosen = await bookFirstSlot(page, 'Book a viewing', `visit-${width}@example.com`);
    const time = page.getByRole('form', { name: 'Book a viewing' }).getByLabel(/^Time \(/);
    await expect.poll(async () => (await time.locator('option').allTextContents()).includes(chosen)).toBe(false);
  });
});
