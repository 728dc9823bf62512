import type { RequestHandler } from 'express';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sendApiError } from '../common/api-error-response.js';

const READER_DIR = fileURLToPath(new URL('../../public/api-docs/', import.meta.url));
const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The reader's files, served from this site (no CDN): Swagger UI from node_modules and its starter. */
const READER_FILES: Record<string, string> = {
  'swagger-ui.css': path.join(SWAGGER_UI_DIR, 'swagger-ui.css'),
  'swagger-ui-bundle.js': path.join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js'),
  'reader.js': path.join(READER_DIR, 'reader.js'),
};

/** Mounted at /api/docs/assets: only the files above, revalidated by their ETag. */
export function readerAssets(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = Object.hasOwn(READER_FILES, req.path.slice(1)) ? READER_FILES[req.path.slice(1)] : undefined;
    if (!file) {
      sendApiError(req, res, 404, `No reader file at /api/docs/assets${req.path}`);
      return;
    }
    res.sendFile(file, { headers: { 'Cache-Control': 'no-cache' } });
  };
}

/** The reader's page: it loads the files above, with no inline script. */
export function readerPage(): string {
  return readFileSync(path.join(READER_DIR, 'index.html'), 'utf8');
}
