import { loadRemote } from '@caliber/ui';
import type { ComponentType } from 'react';

export type FormsModule = 'NewsletterForm' | 'InquiryForm';

/**
 * Loads one exposed component of the forms remote, registered by the shell (in the browser from the
 * page's runtime config, on the server with its Node entry); rejects when the remote cannot be reached.
 */
export async function loadFormsComponent<P>(module: FormsModule): Promise<{ default: ComponentType<P> }> {
  const loaded = await loadRemote<{ default: ComponentType<P> }>(`forms/${module}`);
  if (!loaded?.default) throw new Error(`forms/${module} did not load`);
  return loaded;
}
