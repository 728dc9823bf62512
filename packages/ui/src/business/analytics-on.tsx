import { createContext, useContext } from 'react';

const AnalyticsOnContext = createContext(false);

/** The shell tells every remote whether the site measures visits (ANALYTICS_ID is set in the runtime config). */
export const AnalyticsOnProvider = AnalyticsOnContext.Provider;

/** Whether analytics can run at all: what the privacy policy says of cookies follows it. */
export function useAnalyticsOn(): boolean {
  return useContext(AnalyticsOnContext);
}
