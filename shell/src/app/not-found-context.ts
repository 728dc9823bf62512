import { createContext, useContext } from 'react';

const NotFoundPathContext = createContext<string | null>(null);

/** The path whose record (a watch, a collection) the BFF found missing: that route shows the not-found screen. */
export const NotFoundPathProvider = NotFoundPathContext.Provider;

export function useNotFoundPath(): string | null {
  return useContext(NotFoundPathContext);
}
