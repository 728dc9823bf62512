import { RUNTIME_CONFIG_GLOBAL, type RuntimeConfig } from '@caliber/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

let registered = false;

/**
 * Each remote has its own federation runtime instance, so the shell's registration of `forms` is not
 * visible here: catalog registers it itself, from the runtime config the shell left on the global
 * object (in the browser, the page's; on the server, one naming the remotes' Node entries).
 */
function registerForms(): void {
  if (registered) return;
  const entry = (globalThis as { [RUNTIME_CONFIG_GLOBAL]?: RuntimeConfig })[RUNTIME_CONFIG_GLOBAL]?.remotes.forms;
  if (!entry) throw new Error('The forms remote is not configured');
  registerRemotes([{ name: 'forms', entry }]);
  registered = true;
}

export type FormsModule = 'NewsletterForm' | 'InquiryForm';

/** Loads one exposed component of the forms remote; rejects when the remote cannot be reached. */
export async function loadFormsComponent<P>(module: FormsModule): Promise<{ default: ComponentType<P> }> {
  registerForms();
  const loaded = await loadRemote<{ default: ComponentType<P> }>(`forms/${module}`);
  if (!loaded?.default) throw new Error(`forms/${module} did not load`);
  return loaded;
}
