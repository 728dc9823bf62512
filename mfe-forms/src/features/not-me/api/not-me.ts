import { API, type NotMeRecorded } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';

/** The token goes in the body, never in the address, so no log keeps it (docs/security.md). */
export function recordNotMe(token: string): Promise<NotMeRecorded> {
  return mutateApi<NotMeRecorded>(API.notMe, { method: 'POST', body: { token } });
}
