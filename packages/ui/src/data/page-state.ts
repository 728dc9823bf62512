import { PAGE_STATE_ID, type PageState } from '@caliber/contracts';

let cached: PageState | null | undefined;

/** The config and first data the BFF put in the page (null on the server, or when absent or unreadable). */
export function readPageState(): PageState | null {
  if (cached !== undefined) return cached;
  cached = null;
  if (typeof document === 'undefined') return cached;
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return cached;
  try {
    cached = JSON.parse(text) as PageState;
  } catch (error) {
    console.error('[caliber] the page state could not be read', error);
  }
  return cached;
}
