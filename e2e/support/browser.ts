import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@caliber/test-stack';
import { chromium, type Browser } from 'playwright-core';

/** The test Chromium (CHROMIUM_FLAGS), headless; `executablePath` names another. */
export function launchBrowser(executablePath = CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: ['--headless', ...CHROMIUM_FLAGS],
  });
}
