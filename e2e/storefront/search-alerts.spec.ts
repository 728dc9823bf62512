import { API, SEARCH_ALERTS, type Collection, type CollectionDetail } from '@caliber/contracts';
import { SearchAlertTokens } from '@caliber/db';
import { startMailbox, type Mailbox } from '@caliber/test-stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toast } from '../admin/admin-page.js';
import { apiJson, openStorefront, waitForHydration, type StorefrontSession } from './storefront-session.js';

let mailbox: Mailbox;
let session: StorefrontSession;

beforeAll(async () => {
  mailbox = await startMailbox();
  session = await openStorefront({ purpose: 'search-alerts', env: { SMTP_URL: mailbox.url } });
});
afterAll(async () => {
  await session?.close();
  await mailbox?.stop();
});

const linkIn = (text: string | undefined, path: string) => new RegExp(`(http://\\S+${path}[?#]token=\\S+)`).exec(text ?? '')![1];

describe('search alerts', () => {
  it('signs up from a filtered collection page, confirms by the e-mail, and deletes the alert from the page of all alerts', async () => {
    const [first] = await apiJson<Collection[]>(session.stack, API.collections);
    const { collection, watches } = await apiJson<CollectionDetail>(session.stack, API.collection(first.slug));
    const brand = watches[0].brand;
    const page = await session.newPage();
    await page.goto(`/collection/${collection.slug}?brand=${encodeURIComponent(brand)}&price_max=1000000`);
    await page.getByRole('heading', { name: 'Tell me when a match arrives' }).scrollIntoViewIfNeeded();
    await waitForHydration(page, 'main section[aria-labelledby="search-alert-heading"] button');
    await page.getByRole('button', { name: 'Set Up an Alert' }).click();
    const email = page.getByLabel('Email address for the alert');
    await email.waitFor();
    await waitForHydration(page, 'form[aria-label="Search alert"] button');
    await email.fill('watcher@example.com');
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await toast(page, 'Check Your Inbox').waitFor();
    expect(await email.inputValue()).toBe('');

    const [confirmation] = await mailbox.waitFor(1, (mail) => mail.subject === 'Confirm your Caliber search alert');
    const description = `${collection.name} · ${brand} · up to $1,000,000`;
    expect(confirmation.text).toContain(description);
    await page.goto(linkIn(confirmation.text, '/search-alerts/confirm'));
    await waitForHydration(page, 'main button');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Your alert is set.', { exact: false }).waitFor();

    // The manage link carries its token in the fragment only: the page reads it there and posts it.
    const manageLink = linkIn(confirmation.text, '/search-alerts/manage');
    expect(new URL(manageLink).search).toBe('');
    expect(new URL(manageLink).hash).toMatch(/^#token=/);
    await page.goto(manageLink);
    await page.getByRole('link', { name: description }).waitFor();
    await page.getByRole('button', { name: `Delete the alert ${description}` }).click();
    await page.getByText('No alerts are set for watcher@example.com.').waitFor();
  });

  it('offers to mail a new link from a manage link more than 30 days old, and the new one opens the page', async () => {
    await fetch(`${session.stack.url}${API.searchAlerts}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: session.stack.url },
      body: JSON.stringify({ email: 'late@example.com', q: 'Nautilus' }),
    });
    // The confirmation quotes no text the sender typed (docs/security.md): it is known by its recipient.
    const [confirmation] = await mailbox.waitFor(
      1,
      (mail) => mail.subject === 'Confirm your Caliber search alert' && mail.to !== undefined && 'text' in mail.to && mail.to.text === 'late@example.com',
    );
    expect(confirmation.text).toContain('a search you saved');
    expect(confirmation.text).not.toContain('nautilus');
    // Signed with the stack's own key, through the code that signs the e-mails' links, 31 days ago.
    const tokens = new SearchAlertTokens({ sessionSecret: session.stack.env.SESSION_SECRET ?? process.env.SESSION_SECRET ?? null, secretsDir: session.stack.env.SECRETS_DIR });
    const expired = tokens.manage('late@example.com', new Date(Date.now() - SEARCH_ALERTS.manageLinkMs - 24 * 3600_000));
    const page = await session.newPage();
    await page.goto(`/search-alerts/manage#${new URLSearchParams({ token: expired })}`);
    await page.getByRole('alert').getByText('more than 30 days old', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'E-mail Me a New Link' }).click();
    await page.getByText('A new link is on its way', { exact: false }).waitFor();

    const [renewed] = await mailbox.waitFor(1, (mail) => mail.subject === 'Your Caliber search alerts');
    await page.goto(linkIn(renewed.text, '/search-alerts/manage'));
    await page.getByRole('link', { name: '"nautilus"' }).waitFor();
  });

  it('stops all mail to an address from the "this was not me" link of its confirmation e-mail', async () => {
    const signUp = () =>
      fetch(`${session.stack.url}${API.searchAlerts}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: session.stack.url },
        body: JSON.stringify({ email: 'stranger@example.com', q: 'Royal Oak' }),
      });
    await signUp();
    const toStranger = (mail: (typeof mailbox.messages)[number]) => mail.to !== undefined && 'text' in mail.to && mail.to.text === 'stranger@example.com';
    const [confirmation] = await mailbox.waitFor(1, toStranger);
    const notMe = linkIn(confirmation.text, '/mail/not-me');
    expect(new URL(notMe).search).toBe('');
    const page = await session.newPage();
    await page.goto(notMe);
    await waitForHydration(page, 'main button');
    await page.getByRole('button', { name: 'Never E-mail Me Again' }).click();
    await page.getByText('We will not write to this address again.', { exact: false }).waitFor();

    // The newsletter too: its sign-up answers as ever, and nothing reaches the address.
    await fetch(`${session.stack.url}${API.subscriptions}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: session.stack.url },
      body: JSON.stringify({ email: 'stranger@example.com' }),
    });
    await fetch(`${session.stack.url}${API.searchAlerts}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: session.stack.url },
      body: JSON.stringify({ email: 'marker@example.com', q: 'Marker' }),
    });
    await mailbox.waitFor(1, (mail) => mail.to !== undefined && 'text' in mail.to && mail.to.text === 'marker@example.com');
    expect(mailbox.messages.filter(toStranger)).toHaveLength(1);
  });
});
