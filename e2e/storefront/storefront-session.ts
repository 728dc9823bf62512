import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { startStack, type Stack, type StackOptions } from '@caliber/test-stack';

/** One running Caliber and one Chromium for a spec file; each test opens a fresh page. */
export interface StorefrontSession {
  stack: Stack;
  browser: Browser;
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

export interface StorefrontOptions extends StackOptions {
  /** Another Chromium than the tests' own. */
  chromiumPath?: string;
}

/** Starts the browser first, so that a browser that cannot start leaves no stack running. */
export async function openStorefront({ chromiumPath, ...stackOptions }: StorefrontOptions = {}): Promise<StorefrontSession> {
  const browser = await launchBrowser(chromiumPath);
  const stack = await startStack(stackOptions).catch(async (error: unknown) => {
    await browser.close();
    throw error;
  });
  const contexts: BrowserContext[] = [];
  return {
    stack,
    browser,
    async newPage(viewport = { width: 1280, height: 900 }) {
      const context = await browser.newContext({ baseURL: stack.url, viewport });
      contexts.push(context);
      return untilHydrated(await context.newPage());
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close()));
      await browser.close();
      await stack.stop();
    },
  };
}

/** Reads a public API path of the running stack, for expectations derived from the seeded data. */
export async function apiJson<T>(stack: Stack, path: string): Promise<T> {
  const response = await fetch(`${stack.url}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * A page whose `goto` returns once React has hydrated what the server sent. React completes a node after all of
 * its descendants, so owning the root's first element means the whole tree is hydrated: a click made earlier on
 * server-rendered HTML can be lost. Pages without an app root (the API reader) or with an empty one (the back
 * office, drawn in the browser) answer at once.
 */
function untilHydrated(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(() => {
      const first = document.getElementById('root')?.firstElementChild;
      return !first || Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
    });
    return response;
  };
  return page;
}

/**
 * Waits until React owns (has hydrated) every node the selectors match first: React keys each DOM node it owns
 * with `__reactFiber$…`. A server-rendered control clicked earlier does nothing, or follows its plain link.
 */
export async function waitForHydration(page: Page, ...selectors: string[]): Promise<void> {
  await page.waitForFunction((wanted) => {
    const owned = (node: Element | null) => !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    return wanted.every((selector) => owned(document.querySelector(selector)));
  }, selectors);
}

/**
 * The home page's featured watches hydrate when they come near the screen (docs/server-rendering.md, what a
 * page downloads): scrolled to, then owned by React, so a card's link navigates client-side.
 */
export async function waitForFeaturedWatches(page: Page): Promise<void> {
  await page.locator('#featured').scrollIntoViewIfNeeded();
  await waitForHydration(page, '#featured select', '#featured article a');
}
