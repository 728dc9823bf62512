import type { SessionUser } from '@caliber/contracts';
import { useApi } from '@caliber/ui';
import { SESSION_KEY } from '../../../lib/session';

/** The signed-in operator, or null when signed out (a 401 reads as null, not as an error). */
export function useSession() {
  return useApi<SessionUser | null>(SESSION_KEY, { on401: 'null' });
}
