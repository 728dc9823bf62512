import type { RuntimeConfig } from '@caliber/contracts';
import { createContext, useContext } from 'react';

const ConfigContext = createContext<RuntimeConfig | null>(null);

export const ConfigProvider = ConfigContext.Provider;

/** The runtime config the shell started with. */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useRuntimeConfig outside ConfigProvider');
  return config;
}
