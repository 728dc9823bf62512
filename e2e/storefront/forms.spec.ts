import { API, RUNTIME_CONFIG_GLOBAL, type RuntimeConfig, type Watch } from '@caliber/contracts';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson, openStorefront, type StorefrontSession } from './storefront-session.js';

let session: StorefrontSession;

beforeAll(async () => {
  session = await openStorefront();
});
afterAll(async () => {
  await session?.close();
});

const isInquiryPost = (request: Request) => request.method() === 'POST' && request.url().endsWith(API.inquiries);

/** The toast region of the shell; every form's feedback appears there. */
const toast = (page: Page, title: string) => page.getByLabel('Notifications (F8)').getByText(title, { exact: true });

async function firstWatch(): Promise<Watch> {
  const [watch] = await apiJson<Watch[]>(session.stack, API.watches);
  return watch;
}

describe('newsletter', () => {
  it('subscribes from the home page and clears the field', async () => {
    const page = await session.newPage();
    await page.goto('/');
    const form = page.locator('main form[aria-label="Newsletter signup"]');
    // The form loads (and its fields enable) when it comes near the viewport, as a visitor scrolls.
    await form.scrollIntoViewIfNeeded();
    const email = form.getByLabel('Email address');
    await email.fill('collector@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await toast(page, 'Subscription Successful').waitFor();
    await page.getByText("You're now subscribed to our newsletter.").waitFor();
    expect(await email.inputValue()).toBe('');
  });

  it('reports a failure with the destructive toast', async () => {
    const page = await session.newPage();
    await page.route(`**${API.subscriptions}`, (route) => route.fulfill({ status: 503, body: '{"error":"down"}' }));
    await page.goto('/');
    const form = page.locator('main form[aria-label="Newsletter signup"]');
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Email address').fill('collector@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await toast(page, 'Subscription Failed').waitFor();
    expect(await form.getByLabel('Email address').inputValue()).toBe('collector@example.com');
  });
});

describe('watch inquiry', () => {
  it('sends the inquiry with the watch id, confirms and clears the fields', async () => {
    const watch = await firstWatch();
    const page = await session.newPage();
    await page.goto(`/watch/${watch.slug}`);
    const form = page.getByRole('form', { name: 'Inquiry about this watch' });
    await form.getByLabel('Name *').fill('Ada Lovelace');
    await form.getByLabel('Email *').fill('ada@example.com');
    await form.getByLabel('Message *').fill('Is the bracelet full length?');
    const sent = page.waitForRequest(isInquiryPost);
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    expect((await sent).postDataJSON()).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Is the bracelet full length?',
      watchId: watch.id,
      kind: 'watch',
    });
    await toast(page, 'Inquiry Sent').waitFor();
    expect(await form.getByLabel('Name *').inputValue()).toBe('');
  });

  it('keeps the fields and says so when sending fails', async () => {
    const watch = await firstWatch();
    const page = await session.newPage();
    await page.route(`**${API.inquiries}`, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto(`/watch/${watch.slug}`);
    const form = page.getByRole('form', { name: 'Inquiry about this watch' });
    await form.getByLabel('Name *').fill('Ada Lovelace');
    await form.getByLabel('Email *').fill('ada@example.com');
    await form.getByLabel('Message *').fill('Hello');
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await toast(page, 'Error').waitFor();
    await page.getByText('There was an error submitting your inquiry. Please try again.').waitFor();
    expect(await form.getByLabel('Message *').inputValue()).toBe('Hello');
  });
});

describe('contact page', () => {
  it("sends a 'contact' inquiry and shows the static contact details", async () => {
    const page = await session.newPage();
    await page.goto('/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await page.getByText('Mon-Fri 10am-7pm CST').first().waitFor();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name *').fill('Grace Hopper');
    await form.getByLabel('Email *').fill('grace@example.com');
    await form.getByLabel('Message *').fill('Do you buy vintage Omega?');
    const sent = page.waitForRequest(isInquiryPost);
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ kind: 'contact', watchId: 1, name: 'Grace Hopper' });
    await toast(page, 'Message Sent').waitFor();
    expect(await form.getByLabel('Message *').inputValue()).toBe('');
  });
});

describe('trade-in page', () => {
  async function fillRequired(page: Page, brand: string) {
    await page.getByLabel('Brand *').fill(brand);
    await page.getByLabel('Model *').fill('Speedmaster Professional');
    await page.getByLabel('Full Name *').fill('Ada Lovelace');
    await page.getByLabel('Email *').fill('ada@example.com');
  }

  it('refuses a brand of spaces without sending anything', async () => {
    const page = await session.newPage();
    const posts: Request[] = [];
    page.on('request', (request) => isInquiryPost(request) && posts.push(request));
    await page.goto('/trade-in');
    await page.getByRole('heading', { level: 1, name: 'Trade Up to Your Dream Watch' }).waitFor();
    await fillRequired(page, '   ');
    await page.getByRole('button', { name: 'Get My Trade-In Quote' }).click();
    await toast(page, 'Please fill in required fields').waitFor();
    await page.getByText('Brand, model, name, and email are required.').waitFor();
    expect(posts).toHaveLength(0);
  });

  it('sends the composed trade-in request and clears the whole form', async () => {
    const page = await session.newPage();
    await page.goto('/trade-in');
    await fillRequired(page, 'Omega');
    await page.getByLabel('Original Box').selectOption('yes');
    await page.getByLabel('Additional Notes').fill('Serviced 2023');
    const sent = page.waitForRequest(isInquiryPost);
    await page.getByRole('button', { name: 'Get My Trade-In Quote' }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '', watchId: 1, kind: 'trade-in' });
    expect(body).toMatchObject({ currentWatchBrand: 'Omega', currentWatchModel: 'Speedmaster Professional', hasBox: 'yes', additionalNotes: 'Serviced 2023' });
    expect(body.message).toContain('Current watch: Omega Speedmaster Professional');
    expect(body.message).toContain('Looking for: Open to suggestions');
    await toast(page, 'Trade-in inquiry submitted!').waitFor();
    expect(await page.getByLabel('Brand *').inputValue()).toBe('');
    expect(await page.getByLabel('Original Box').inputValue()).toBe('');
    expect(await page.getByLabel('Additional Notes').inputValue()).toBe('');
  });
});

describe('when the forms remote is down', () => {
  async function formsRemoteBase(page: Page): Promise<string> {
    const config = await page.evaluate((name) => (window as unknown as Record<string, RuntimeConfig>)[name], RUNTIME_CONFIG_GLOBAL);
    return new URL('.', new URL(config.remotes.forms, session.stack.url)).href;
  }

  it('keeps the watch page working, says the inquiry form is unavailable and recovers on Retry', async () => {
    const watch = await firstWatch();
    const page = await session.newPage();
    await page.goto('/');
    const base = await formsRemoteBase(page);
    await page.route(`${base}**`, (route) => route.abort('connectionrefused'));
    await page.goto(`/watch/${watch.slug}`);
    await page.getByText('The inquiry form is unavailable right now.').waitFor();
    await page.getByText(`Ref. ${watch.reference}`).first().waitFor();

    await page.unroute(`${base}**`);
    const inquiryArea = page.getByRole('alert').filter({ hasText: 'The inquiry form is unavailable right now.' });
    await inquiryArea.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('button', { name: 'Send Inquiry' }).waitFor();
  });

  it('gives up on a remote that never answers and says so', async () => {
    const watch = await firstWatch();
    const page = await session.newPage();
    await page.goto('/');
    const base = await formsRemoteBase(page);
    await page.route(`${base}**`, () => {
      // never answered
    });
    // The hanging script holds the load event, so wait only for the document.
    await page.goto(`/watch/${watch.slug}`, { waitUntil: 'domcontentloaded' });
    await page.getByText(`Ref. ${watch.reference}`).first().waitFor();
    await page.getByText('The inquiry form is unavailable right now.').waitFor({ timeout: 20_000 });
  });
});
