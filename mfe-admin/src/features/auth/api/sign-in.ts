import { API, type LoginPayload, type SessionUser } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { setSession } from '../../../lib/session';

/** POST /api/auth/login; on success the session cookie is set and the dashboard shows. */
export async function signIn(credentials: LoginPayload): Promise<SessionUser> {
  const user = await mutateApi<SessionUser>(API.auth.login, { body: credentials });
  await setSession(user);
  return user;
}
