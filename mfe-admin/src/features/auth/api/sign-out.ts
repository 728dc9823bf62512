import { API } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { clearAdminData, setSession } from '../../../lib/session';

/** POST /api/auth/logout, then forget the session and every admin read. */
export async function signOut(): Promise<void> {
  await mutateApi(API.auth.logout);
  await setSession(null);
  await clearAdminData();
}
