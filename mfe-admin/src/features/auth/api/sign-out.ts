import { API } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { clearAdminData, setSession } from '../../../lib/session';

/**
 * POST /api/auth/logout (this browser) or /api/auth/logout-everywhere (every session of the operator, on
 * every device), then forget the session and every admin read.
 */
export async function signOut({ everywhere = false } = {}): Promise<void> {
  await mutateApi(everywhere ? API.auth.logoutEverywhere : API.auth.logout);
  await setSession(null);
  await clearAdminData();
}
