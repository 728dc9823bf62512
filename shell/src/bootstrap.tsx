import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, warmWebFonts } from '@caliber/ui';
import { App } from './app/app';
import { readConsent } from './features/consent/consent-choice';
import { loadAnalytics } from './lib/analytics';
import { registerAppRemotes } from './lib/remotes';
import { loadRuntimeConfig } from './lib/runtime-config';

/**
 * A region the server could not render (its remote was down there) is drawn here instead: worth a
 * warning, not an uncaught error.
 */
function reportRecoverable(error: unknown): void {
  console.warn('[caliber] a region was drawn in the browser instead of hydrated:', error instanceof Error ? error.message : error);
}

void loadRuntimeConfig().then((config) => {
  registerAppRemotes(config.remotes);
  // Analytics wait for the visitor's yes (docs/storefront.md, consent).
  if (readConsent() === 'accepted') loadAnalytics(config);
  const root = document.getElementById('root')!;
  const app = <App config={config} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />;
  // Public pages arrive rendered by the BFF; the back office arrives empty and is drawn here.
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (docs/server-rendering.md has the measurements).
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app, { onRecoverableError: reportRecoverable }));
  else createRoot(root).render(app);
  warmWebFonts();
});
