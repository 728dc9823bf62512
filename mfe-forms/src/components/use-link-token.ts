import { linkToken } from '@caliber/contracts';
import { useLocation } from '@caliber/ui';
import { useEffect, useState } from 'react';

/**
 * The token of the e-mail link the page was opened with (docs/security.md): `undefined` until read after
 * hydration (the server never sees the fragment), then the token or null. Read from `window.location.hash`
 * first, then the query of links mailed before. The router leaves fragment-only moves alone, so a new link
 * opened in the same tab (only its fragment differs) is caught by `hashchange`.
 */
export function useLinkToken(): string | null | undefined {
  const { search } = useLocation();
  const [token, setToken] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    const read = () => setToken(linkToken(window.location.search, window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [search]);

  return token;
}
