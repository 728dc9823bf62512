import type { ApiErrorCode } from '@caliber/contracts';
import { CatalogueRuleError, type CatalogueRule } from '@caliber/core';
import { HttpException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { ApiException } from './api-error.js';

export interface ClassifiedError {
  status: number;
  /** What the error body's `message` says. */
  message: string;
  /** Unexpected errors are logged with their stack; expected ones are not. */
  unexpected: boolean;
  /** The body's `error` when an ApiException names its own; otherwise the status's. */
  code?: ApiErrorCode;
}

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', '57P01', '57P03', '53300']);
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Connection is closed|Stream isn't writeable|Command timed out|enableOfflineQueue|Query read timeout|statement timeout/i;

function fromHttpException(error: HttpException): ClassifiedError {
  const status = error.getStatus();
  const response = error.getResponse();
  if (typeof response === 'object' && response !== null && 'message' in response) {
    const raw = (response as { message: unknown }).message;
    const message = Array.isArray(raw) ? raw.join('; ') : String(raw);
    return { status, message, unexpected: false, code: error instanceof ApiException ? error.code : undefined };
  }
  return { status, message: typeof response === 'string' ? response : error.message, unexpected: false };
}

function fromDatabaseError(error: QueryFailedError & { code?: string; detail?: string; constraint?: string }): ClassifiedError | null {
  if (error.code === '23505') {
    const match = /\(([^)]+)\)=\(([^)]*)\)/.exec(error.detail ?? '');
    const message = match ? `The ${match[1]} "${match[2]}" is already taken` : 'That record already exists';
    return { status: 409, message, unexpected: false };
  }
  if (error.code === '23503') return { status: 409, message: 'A referenced record does not exist or is still in use', unexpected: false };
  if (error.code === '22P02' || error.code === '22003' || error.code === '22001') {
    return { status: 400, message: 'A value is out of range or of the wrong type', unexpected: false };
  }
  return null;
}

/** The status of each catalogue rule a write can break. */
const CATALOGUE_RULE_STATUS: Record<CatalogueRule, number> = {
  'unknown-watch': 404,
  'unknown-collection': 404,
  'collection-reference': 400,
  'slug-taken': 409,
  'collection-not-empty': 409,
  'collections-changed': 409,
};

/** Maps anything thrown while handling a request to a status and the message of its error body. */
export function classifyError(error: unknown): ClassifiedError {
  if (error instanceof HttpException) return fromHttpException(error);
  if (error instanceof CatalogueRuleError) {
    // A watch's collection is a field of the request: the message names it, as a validation message does.
    const message = error.rule === 'collection-reference' ? `collectionId: ${error.message}` : error.message;
    return { status: CATALOGUE_RULE_STATUS[error.rule], message, unexpected: false };
  }
  const code = (error as { code?: string })?.code;
  const message = (error as { message?: string })?.message ?? '';
  const payloadStatus = (error as { status?: number; type?: string })?.status;
  if ((error as { type?: string })?.type === 'entity.too.large') {
    return { status: 413, message: 'The request body is too large (at most 64 KB of JSON)', unexpected: false };
  }
  if ((error as { type?: string })?.type === 'entity.parse.failed') {
    return { status: 400, message: 'The request body is not valid JSON', unexpected: false };
  }
  if (payloadStatus && payloadStatus >= 400 && payloadStatus < 500) {
    return { status: payloadStatus, message: message || 'The request could not be read', unexpected: false };
  }
  if (error instanceof QueryFailedError) {
    const mapped = fromDatabaseError(error as QueryFailedError & { code?: string });
    if (mapped) return mapped;
  }
  if ((code && UNAVAILABLE_CODES.has(code)) || UNAVAILABLE_MESSAGES.test(message)) {
    return { status: 503, message: 'A service Caliber depends on is unavailable; please try again shortly', unexpected: true };
  }
  return { status: 500, message: 'Something went wrong on our side; please try again', unexpected: true };
}
