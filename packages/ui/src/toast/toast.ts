import { atom, getDefaultStore } from 'jotai';
import { addToast, dismissToast, removeToast, TOAST_REMOVE_DELAY_MS, type ToastEntry, type ToastOptions } from './toast-list';

/** The toasts the Toaster shows; lives in the shared default jotai store so every remote's toasts appear. */
export const toastsAtom = atom<ToastEntry[]>([]);

let lastId = 0;

/** Hides a toast now; it is removed from the list after TOAST_REMOVE_DELAY_MS. */
export function dismissToastById(id: string): void {
  const store = getDefaultStore();
  store.set(toastsAtom, (list) => dismissToast(list, id));
  setTimeout(() => store.set(toastsAtom, (list) => removeToast(list, id)), TOAST_REMOVE_DELAY_MS);
}

/**
 * Shows a toast, replacing the one on screen: `toast({ title: 'Inquiry Sent', description: '...' })`,
 * `variant: 'destructive'` for failures. Callable from anywhere, including outside React.
 */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  const id = String(++lastId);
  getDefaultStore().set(toastsAtom, (list) => addToast(list, { variant: 'default', ...options, id, open: true }));
  return { id, dismiss: () => dismissToastById(id) };
}
