import { API, type SessionUser } from '@caliber/contracts';
import { mutate } from 'swr';

/** The "who am I" read; null means signed out (the sign-in screen shows). */
export const SESSION_KEY = API.auth.me;

export function setSession(user: SessionUser | null): Promise<unknown> {
  return mutate(SESSION_KEY, user, { revalidate: false });
}

/** Forgets every admin read, so a later sign-in never shows the previous session's data. */
export function clearAdminData(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.startsWith('/api/admin/'), undefined, { revalidate: false });
}
