import type { Page } from 'playwright-core';
import { OPERATOR } from '@caliber/test-stack';
import type { StorefrontSession } from '../storefront/storefront-session.js';

/** The toast region of the shell, where every admin action reports. */
export const toast = (page: Page, title: string) => page.getByLabel('Notifications (F8)').getByText(title, { exact: true });

/** Opens /admin signed in as the operator and waits for the dashboard. */
export async function openAdmin(session: StorefrontSession, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await session.newPage(viewport);
  await page.goto('/admin');
  await page.getByLabel('Username').fill(OPERATOR.username);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  return page;
}

export async function openTab(page: Page, name: 'Dashboard' | 'Watches' | 'Collections' | 'Order' | 'Import' | 'Viewings'): Promise<void> {
  await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name }).click();
}
