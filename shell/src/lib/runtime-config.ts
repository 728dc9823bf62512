import { DEFAULT_BUSINESS, REMOTE_NAMES, RUNTIME_CONFIG_GLOBAL, type RuntimeConfig } from '@caliber/contracts';
import { readPageState } from '@caliber/ui';

type ConfigWindow = Window & { [RUNTIME_CONFIG_GLOBAL]?: RuntimeConfig };

/** Where the BFF serves each remote by default; used only when the config cannot be read at all. */
const fallbackConfig = (): RuntimeConfig => ({
  remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/remoteEntry.js`])) as RuntimeConfig['remotes'],
  analyticsId: null,
  analyticsScriptUrl: 'https://www.googletagmanager.com/gtag/js',
  marketplaceName: 'eBay',
  publicUrl: window.location.origin,
  imageHost: null,
  business: DEFAULT_BUSINESS,
});

/**
 * The runtime config in the page's state, else fetched from /runtime-config.json. It is then left on
 * `window[RUNTIME_CONFIG_GLOBAL]`, where anyone inspecting the page can see which remotes it uses.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const target = window as ConfigWindow;
  target[RUNTIME_CONFIG_GLOBAL] ??= readPageState()?.config;
  if (!target[RUNTIME_CONFIG_GLOBAL]) {
    try {
      const response = await fetch('/runtime-config.json');
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      target[RUNTIME_CONFIG_GLOBAL] = (await response.json()) as RuntimeConfig;
    } catch (error) {
      console.error('[caliber] runtime config unavailable, using defaults', error);
      target[RUNTIME_CONFIG_GLOBAL] = fallbackConfig();
    }
  }
  return target[RUNTIME_CONFIG_GLOBAL];
}
