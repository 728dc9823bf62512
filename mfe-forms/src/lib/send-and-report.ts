import { toast, type ToastOptions } from '@caliber/ui';
import type { FormApi } from 'final-form';

export interface SendToasts {
  sent: ToastOptions;
  /** Shown as a destructive toast. */
  failed: Omit<ToastOptions, 'variant'>;
}

/**
 * Sends a form's values: on success the fields clear and a toast confirms, on failure they are kept and
 * a destructive toast says so (docs/storefront.md, forms). Resolves to whether it was sent.
 */
export async function sendAndReport<Values>(form: FormApi<Values>, send: () => Promise<unknown>, toasts: SendToasts): Promise<boolean> {
  try {
    await send();
  } catch {
    toast({ ...toasts.failed, variant: 'destructive' });
    return false;
  }
  form.restart();
  toast(toasts.sent);
  return true;
}
