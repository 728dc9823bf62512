import type { Locator, Page } from 'playwright-core';
import { openTab } from './admin-page.js';

type ImportMethod = 'Import by URL' | 'Import from Store' | 'Import with API';

/** The Import tab, on one of its sub-tabs. */
export async function openImportTab(page: Page, method: ImportMethod): Promise<void> {
  await openTab(page, 'Import');
  await page.getByRole('tablist', { name: 'Import method' }).getByRole('tab', { name: method }).click();
}

/** One import card ('Import by Item ID', 'Import from Store', 'Import by URL'): the section its heading titles. */
export function importCard(page: Page, title: string): Locator {
  return page.getByRole('heading', { name: title, exact: true }).locator('xpath=ancestor::section[1]');
}

/** Chooses the first collection of the card's selector, once the collections have loaded. */
export async function selectFirstCollection(card: Locator): Promise<void> {
  await card.getByRole('option').nth(1).waitFor({ state: 'attached' });
  await card.getByLabel('Collection').selectOption({ index: 1 });
}
