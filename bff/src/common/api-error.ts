import { apiErrorCode, type ApiError, type ApiErrorCode } from '@caliber/contracts';
import { HttpException } from '@nestjs/common';

/** An HTTP error with a message that says what to fix; it leaves as `{error, message, requestId}` (ApiExceptionFilter). */
export class ApiException extends HttpException {
  /** `code`: a more precise `error` than the status's own, where the contracts name one (SECOND_FACTOR_REQUIRED). */
  constructor(
    status: number,
    message: string,
    readonly code: ApiErrorCode = apiErrorCode(status),
  ) {
    super({ error: code, message } satisfies Omit<ApiError, 'requestId'>, status);
  }
}

export const badRequest = (message: string) => new ApiException(400, message);
export const notFound = (message: string) => new ApiException(404, message);
export const gone = (message: string) => new ApiException(410, message);
export const conflict = (message: string) => new ApiException(409, message);
export const serviceUnavailable = (message: string) => new ApiException(503, message);

/** 429 with `Retry-After`: the filter sends the wait in whole seconds (at least 1). */
export class TooManyRequests extends ApiException {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, message: string) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A wait in milliseconds as the whole seconds of `Retry-After`, at least 1. */
export const secondsToWait = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** "in 40 seconds", "in 1 minute", "in 14 minutes": a wait as a person reads it. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
