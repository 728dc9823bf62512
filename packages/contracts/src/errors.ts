import { enums, object, string, type Infer } from 'superstruct';

export const API_ERROR_CODES = {
  400: 'invalid_input',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  500: 'internal_error',
  503: 'service_unavailable',
} as const;

/** A 401 of POST /api/auth/login: the password is right, and the operator's second factor's code is needed too. */
export const SECOND_FACTOR_REQUIRED = 'second_factor_required';

export type ApiErrorStatus = keyof typeof API_ERROR_CODES;
export type ApiErrorCode = (typeof API_ERROR_CODES)[ApiErrorStatus] | typeof SECOND_FACTOR_REQUIRED;

/**
 * The one error body every API failure answers with: `requestId` is the id of the request's log lines,
 * also answered as the `X-Request-Id` header.
 */
export const apiErrorSchema = object({ error: enums([...Object.values(API_ERROR_CODES), SECOND_FACTOR_REQUIRED]), message: string(), requestId: string() });
export type ApiError = Infer<typeof apiErrorSchema>;

export function apiErrorCode(status: number): ApiErrorCode {
  return API_ERROR_CODES[status as ApiErrorStatus] ?? (status >= 500 ? 'internal_error' : 'invalid_input');
}
