import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

/** axe-core's browser bundle: evaluated in the page through the DevTools protocol, so the page's CSP does not apply. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 levels A and AA, as axe-core tags its rules. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One line per failing element: the rule, its impact and the element, so a failure says what to fix where. */
const describe = (violation: Result) => violation.nodes.map((node) => `${violation.impact} ${violation.id}: ${node.target.join(' ')} (${violation.help})`);

/**
 * The WCAG 2.2 A/AA violations axe-core finds on the page as it stands, at the impacts given (serious and
 * critical unless told), one line per element.
 */
export async function accessibilityViolations(page: Page, impacts: readonly string[] = ['serious', 'critical']): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // WCAG 2.5.3 (label in name), which axe-core still ships as experimental.
        rules: { 'label-content-name-mismatch': { enabled: true } },
      }),
    WCAG_AA,
  );
  return results.violations.filter((violation) => impacts.includes(violation.impact ?? '')).flatMap(describe);
}
