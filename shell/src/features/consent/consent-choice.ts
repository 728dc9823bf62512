import { atom } from 'jotai';

/** The visitor's analytics choice, kept in localStorage (docs/storefront.md, consent). */
export type ConsentChoice = 'accepted' | 'declined';

export const CONSENT_STORAGE_KEY = 'caliber.analytics-consent';

export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    // Storage refused (private mode, blocked cookies): ask again, never assume consent.
    return null;
  }
}

export function saveConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // The choice then holds for this page only.
  }
}

/** Set by the footer's "Cookie settings" to ask again. */
export const consentReopenedAtom = atom(false);
