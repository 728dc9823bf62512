import { apiErrorCode, type ApiError } from '@caliber/contracts';
import { HttpException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

export interface ClassifiedError {
  status: number;
  body: ApiError;
  /** Unexpected errors are logged with their stack; expected ones are not. */
  unexpected: boolean;
}

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', '57P01', '57P03', '53300']);
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Connection is closed|Stream isn't writeable|Command timed out|enableOfflineQueue|Query read timeout|statement timeout/i;

const body = (status: number, message: string): ApiError => ({ error: apiErrorCode(status), message });

function fromHttpException(error: HttpException): ClassifiedError {
  const status = error.getStatus();
  const response = error.getResponse();
  if (typeof response === 'object' && response !== null && 'message' in response) {
    const raw = (response as { message: unknown }).message;
    const message = Array.isArray(raw) ? raw.join('; ') : String(raw);
    return { status, body: body(status, message), unexpected: false };
  }
  return { status, body: body(status, typeof response === 'string' ? response : error.message), unexpected: false };
}

function fromDatabaseError(error: QueryFailedError & { code?: string; detail?: string; constraint?: string }): ClassifiedError | null {
  if (error.code === '23505') {
    const match = /\(([^)]+)\)=\(([^)]*)\)/.exec(error.detail ?? '');
    const message = match ? `The ${match[1]} "${match[2]}" is already taken` : 'That record already exists';
    return { status: 409, body: body(409, message), unexpected: false };
  }
  if (error.code === '23503') return { status: 409, body: body(409, 'A referenced record does not exist or is still in use'), unexpected: false };
  if (error.code === '22P02' || error.code === '22003' || error.code === '22001') {
    return { status: 400, body: body(400, 'A value is out of range or of the wrong type'), unexpected: false };
  }
  return null;
}

/** Maps anything thrown while handling a request to a status and the `{error, message}` body. */
export function classifyError(error: unknown): ClassifiedError {
  if (error instanceof HttpException) return fromHttpException(error);
  const code = (error as { code?: string })?.code;
  const message = (error as { message?: string })?.message ?? '';
  const payloadStatus = (error as { status?: number; type?: string })?.status;
  if ((error as { type?: string })?.type === 'entity.too.large') {
    return { status: 413, body: body(413, 'The request body is too large (at most 64 KB of JSON)'), unexpected: false };
  }
  if ((error as { type?: string })?.type === 'entity.parse.failed') {
    return { status: 400, body: body(400, 'The request body is not valid JSON'), unexpected: false };
  }
  if (payloadStatus && payloadStatus >= 400 && payloadStatus < 500) {
    return { status: payloadStatus, body: body(payloadStatus, message || 'The request could not be read'), unexpected: false };
  }
  if (error instanceof QueryFailedError) {
    const mapped = fromDatabaseError(error as QueryFailedError & { code?: string });
    if (mapped) return mapped;
  }
  if ((code && UNAVAILABLE_CODES.has(code)) || UNAVAILABLE_MESSAGES.test(message)) {
    return { status: 503, body: body(503, 'A service Caliber depends on is unavailable; please try again shortly'), unexpected: true };
  }
  return { status: 500, body: body(500, 'Something went wrong on our side; please try again'), unexpected: true };
}
