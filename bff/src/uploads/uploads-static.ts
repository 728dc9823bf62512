import { IMAGE_WIDTHS } from '@caliber/contracts';
import express, { type RequestHandler } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sendApiError } from '../common/api-error-response.js';

const COMPRESSED_COPY = /^\/([A-Za-z0-9_-]+)-(\d+)\.webp$/;
const ORIGINAL_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];

/**
 * /uploads: files never change under their name, so they are immutable. A compressed copy that does not
 * exist yet is answered with the original (not cached), so its URL works before the compress job has run.
 */
export function uploadsStatic(uploadDir: string): RequestHandler {
  const serve = express.static(uploadDir, { immutable: true, maxAge: '365d', index: false, dotfiles: 'deny', fallthrough: true });
  return (req, res, next) =>
    serve(req, res, () => {
      const copy = COMPRESSED_COPY.exec(req.path);
      if (copy && (IMAGE_WIDTHS as readonly number[]).includes(Number(copy[2]))) {
        const original = ORIGINAL_EXTENSIONS.map((extension) => path.join(uploadDir, `${copy[1]}.${extension}`)).find(existsSync);
        if (original) {
          res.setHeader('Cache-Control', 'no-cache');
          res.sendFile(original);
          return;
        }
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      sendApiError(req, res, 404, `No image at /uploads${req.path}`);
    });
}
