import { apiErrorCode, type ApiError, type ApiErrorCode } from '@caliber/contracts';
import type { LoggerService } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { TooManyRequests } from './api-error.js';
import { classifyError } from './error-classifier.js';

/**
 * Answers the API's one error shape, `{error, message, requestId}` (docs/api.md), never cached. The id is
 * the one the request log gave the request, also sent as `X-Request-Id`, so a reported failure leads to
 * its log lines.
 */
export function sendApiError(req: Request, res: Response, status: number, message: string, code?: ApiErrorCode): void {
  writeApiError(res, status, message, String(req.id), code);
}

/** The same answer written on the bare HTTP response, for the front door that answers before Express. */
export function writeApiError(res: ServerResponse, status: number, message: string, requestId: string, code = apiErrorCode(status)): void {
  const body: ApiError = { error: code, message, requestId };
  const json = JSON.stringify(body);
  res
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json), 'Cache-Control': 'no-store' })
    .end(json);
}

/** Answers whatever was thrown with its status and message; an unexpected one is logged with its stack first. */
export function sendFailure(req: Request, res: Response, error: unknown, logger: LoggerService): void {
  const { status, message, unexpected, code } = classifyError(error);
  if (unexpected) logger.error((error as Error)?.stack ?? String(error));
  if (res.headersSent) {
    res.end();
    return;
  }
  if (error instanceof TooManyRequests) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  sendApiError(req, res, status, message, code);
}
