import { DEFAULT_BUSINESS, type BusinessDetails } from '@caliber/contracts';
import { createContext, useContext } from 'react';

const BusinessContext = createContext<BusinessDetails>(DEFAULT_BUSINESS);

/** The shell provides the runtime config's details (the operator's settings) to every remote. */
export const BusinessProvider = BusinessContext.Provider;

/** The dealer's published details: name, phone, e-mail, address, hours, social links (docs/storefront.md). */
export function useBusiness(): BusinessDetails {
  return useContext(BusinessContext);
}
