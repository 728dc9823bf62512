import { API, type RecoveryCodes, type SecondFactorCodePayload, type TotpEnrolment, type TotpEnrolPayload } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';

/** POST /api/admin/account/totp: a new secret for the authenticator app, on only once confirmed. */
export function startTotpEnrolment(payload: TotpEnrolPayload): Promise<TotpEnrolment> {
  return mutateApi<TotpEnrolment>(API.admin.totp, { body: payload });
}

/** POST /api/admin/account/totp/confirm: the app's first code turns the second factor on; the recovery codes come back once. */
export function confirmTotp(payload: SecondFactorCodePayload): Promise<RecoveryCodes> {
  return mutateApi<RecoveryCodes>(API.admin.confirmTotp, { body: payload });
}

/** DELETE /api/admin/account/totp with a current code or a recovery code. */
export function turnOffTotp(payload: SecondFactorCodePayload): Promise<void> {
  return mutateApi<void>(API.admin.totp, { method: 'DELETE', body: payload });
}
