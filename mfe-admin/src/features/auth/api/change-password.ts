import { API, type PasswordChangePayload } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';

/** PUT /api/auth/password: this session stays, the operator's other sessions end. */
export function changePassword(payload: PasswordChangePayload): Promise<void> {
  return mutateApi<void>(API.auth.password, { method: 'PUT', body: payload });
}
