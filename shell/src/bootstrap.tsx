import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadAnalytics } from './lib/analytics';
import { registerAppRemotes } from './lib/remotes';
import { loadRuntimeConfig } from './lib/runtime-config';

void loadRuntimeConfig().then((config) => {
  registerAppRemotes(config);
  loadAnalytics(config);
  createRoot(document.getElementById('root')!).render(<App config={config} />);
});
