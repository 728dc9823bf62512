export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastEntry extends ToastOptions {
  id: string;
  /** False once dismissed; a dismissed toast is hidden, then removed after TOAST_REMOVE_DELAY_MS. */
  open: boolean;
}

/** One toast visible at a time (docs/storefront.md); a new one replaces the current one. */
const TOAST_LIMIT = 1;
/** How long a toast stays up. */
export const TOAST_DURATION_MS = 5000;
/** A dismissed toast is removed after this long. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export function addToast(list: readonly ToastEntry[], entry: ToastEntry): ToastEntry[] {
  return [entry, ...list].slice(0, TOAST_LIMIT);
}

export function dismissToast(list: readonly ToastEntry[], id: string): ToastEntry[] {
  return list.map((entry) => (entry.id === id ? { ...entry, open: false } : entry));
}

export function removeToast(list: readonly ToastEntry[], id: string): ToastEntry[] {
  return list.filter((entry) => entry.id !== id);
}
