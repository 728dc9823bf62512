import { IMAGE_WIDTHS, publicImageUrl, UPLOAD_PREFIX } from '@caliber/contracts';
import { StorageUnavailableError, type FileStorage } from '@caliber/core';
import { isStorableName, type ByteRange, type FileInfo, type StoredFile } from '@caliber/core/storage';
import type { Request, RequestHandler, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { sendApiError } from '../common/api-error-response.js';

const COMPRESSED_COPY = /^([A-Za-z0-9_-]+)-(\d+)\.webp$/;
const ORIGINAL_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * /uploads, from the local folder or the bucket alike (docs/operations.md, "Object storage"): files never change
 * under their name, so they are immutable, with `ETag`, 304 and `Range`. A compressed copy that does not exist yet
 * is answered with the original (not cached), so its URL works before the compress job has run. With an image
 * host (S3_PUBLIC_URL), every name is a permanent redirect there.
 */
export function serveUploads(storage: FileStorage, imageHost: string | null): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (!isStorableName(name)) return sendApiError(req, res, 404, `No image at ${UPLOAD_PREFIX}${name}`);
    if (imageHost) return res.redirect(301, publicImageUrl(`${UPLOAD_PREFIX}${name}`, imageHost));
    answer(storage, name, req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof StorageUnavailableError) return sendApiError(req, res, 503, error.message);
      next(error);
    });
  };
}

async function answer(storage: FileStorage, name: string, req: Request, res: Response): Promise<void> {
  // One read of the store for the usual request; a 304, a HEAD or a range lets the whole file go unread.
  const found = await openFile(storage, name);
  if (!found) return sendApiError(req, res, 404, `No image at ${UPLOAD_PREFIX}${name}`);
  const { info, body } = found.file;
  res.setHeader('Cache-Control', found.name === name ? IMMUTABLE : 'no-cache');
  res.setHeader('ETag', info.etag);
  res.setHeader('Last-Modified', info.lastModified.toUTCString());
  res.setHeader('Content-Type', info.contentType);
  res.setHeader('Accept-Ranges', 'bytes');
  const range = req.fresh ? null : requestedRange(req, info);
  if (req.fresh || req.method === 'HEAD' || range) body.destroy();
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  if (range === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${info.size}`);
    return sendApiError(req, res, 416, `The range ${req.headers.range} is outside the image's ${info.size} bytes`);
  }
  if (range) {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  }
  res.setHeader('Content-Length', range ? range.end - range.start + 1 : info.size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const part = range ? await storage.read(found.name, range) : found.file;
  if (!part) return sendApiError(req, res, 404, `No image at ${UPLOAD_PREFIX}${name}`);
  // A client that goes away ends the read; nothing is left to answer then.
  await pipeline(part.body, res).catch(() => undefined);
}

/** The file, or for a compressed copy not made yet its upload's original. */
async function openFile(storage: FileStorage, name: string): Promise<{ name: string; file: StoredFile } | null> {
  const file = await storage.read(name);
  if (file) return { name, file };
  const copy = COMPRESSED_COPY.exec(name);
  if (!copy || !(IMAGE_WIDTHS as readonly number[]).includes(Number(copy[2]))) return null;
  for (const extension of ORIGINAL_EXTENSIONS) {
    const original = `${copy[1]}.${extension}`;
    const originalFile = await storage.read(original);
    if (originalFile) return { name: original, file: originalFile };
  }
  return null;
}

/** One range of `Range` (as a static file server answers: several ranges get the whole file), if `If-Range` still holds. */
function requestedRange(req: Request, info: FileInfo): ByteRange | 'unsatisfiable' | null {
  const ifRange = req.get('If-Range');
  if (ifRange && ifRange !== info.etag && Date.parse(ifRange) !== Math.floor(info.lastModified.getTime() / 1000) * 1000) return null;
  const ranges = req.range(info.size, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return ranges[0];
}
