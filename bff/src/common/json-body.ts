import express, { type RequestHandler } from 'express';
import { classifyError } from './error-classifier.js';

export const JSON_BODY_LIMIT = '64kb';

/** The JSON body parser, whose own failures (too large, malformed) answer in the API's error shape. */
export function jsonBody(): RequestHandler {
  const parse = express.json({ limit: JSON_BODY_LIMIT });
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const { status, body } = classifyError(error);
      res.status(status).json(body);
    });
}
