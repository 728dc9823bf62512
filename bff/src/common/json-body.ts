import express, { type RequestHandler } from 'express';
import { sendApiError } from './api-error-response.js';
import { classifyError } from './error-classifier.js';

const JSON_BODY_LIMIT = '64kb';

/** The JSON body parser, whose own failures (too large, malformed) answer in the API's error shape. */
export function jsonBody(): RequestHandler {
  const parse = express.json({ limit: JSON_BODY_LIMIT });
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const { status, message } = classifyError(error);
      sendApiError(req, res, status, message);
    });
}
