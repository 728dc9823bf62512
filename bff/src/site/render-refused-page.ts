import { ROUTES } from '@caliber/contracts';
import { renderBudgetRefusal } from '../rate-limit/render-budget.js';

/**
 * The page a client past its render budget gets (429): plain HTML, built without React or data, so
 * answering it costs next to nothing (docs/abuse-limits.md). No script: the storefront's code would ask
 * for the very page again.
 */
export function renderRefusedPage(businessName: string, retryAfterSeconds: number): string {
  const name = businessName.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>Too many new pages | ${name}</title></head>`,
    `<body><main><h1>Too many new pages</h1><p>${renderBudgetRefusal(retryAfterSeconds)}</p>`,
    `<p>Pages you have already seen still open. <a href="${ROUTES.home}">Back to ${name}</a></p></main></body></html>`,
  ].join('');
}
