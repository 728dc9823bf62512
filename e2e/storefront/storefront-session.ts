import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { startStack, type Stack, type StackOptions } from '../support/stack.js';

/** One running Caliber and one Chromium for a spec file; each test opens a fresh page. */
export interface StorefrontSession {
  stack: Stack;
  browser: Browser;
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

export async function openStorefront(options: StackOptions = {}): Promise<StorefrontSession> {
  const stack = await startStack(options);
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  return {
    stack,
    browser,
    async newPage(viewport = { width: 1280, height: 900 }) {
      const context = await browser.newContext({ baseURL: stack.url, viewport });
      contexts.push(context);
      return context.newPage();
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
