import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { loadAnalytics } from './lib/analytics';
import { registerAppRemotes } from './lib/remotes';
import { loadRuntimeConfig } from './lib/runtime-config';

void loadRuntimeConfig().then((config) => {
  registerAppRemotes(config.remotes);
  loadAnalytics(config);
  const root = document.getElementById('root')!;
  const app = <App config={config} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />;
  // Public pages arrive rendered by the BFF; the back office arrives empty and is drawn here.
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
