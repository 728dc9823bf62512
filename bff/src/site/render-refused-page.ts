import { ROUTES } from '@caliber/contracts';
import { waitInWords } from '../common/api-error.js';
import { renderBudgetRefusal } from '../rate-limit/render-budget.js';

/**
 * The page a client past its render budget gets (429): plain HTML, built without React or data, so
 * answering it costs next to nothing (docs/abuse-limits.md). No script: the storefront's code would ask
 * for the very page again.
 */
export function renderRefusedPage(businessName: string, retryAfterSeconds: number): string {
  return refusalPage(businessName, 'Too many new pages', renderBudgetRefusal(retryAfterSeconds), 'Pages you have already seen still open.');
}

/** The page of a BFF already rendering as many pages as it may (RENDER_CONCURRENCY), answered 503. */
export function rendersBusyPage(businessName: string, retryAfterSeconds: number): string {
  return refusalPage(
    businessName,
    'Busy for a moment',
    `Many visitors are opening new pages right now. Please try again ${waitInWords(retryAfterSeconds)}.`,
    'Pages other visitors have opened recently still open.',
  );
}

function refusalPage(businessName: string, title: string, reason: string, stillOpen: string): string {
  const name = businessName.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${title} | ${name}</title></head>`,
    `<body><main><h1>${title}</h1><p>${reason}</p>`,
    `<p>${stillOpen} <a href="${ROUTES.home}">Back to ${name}</a></p></main></body></html>`,
  ].join('');
}
