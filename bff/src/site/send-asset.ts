import type { Request, Response } from 'express';
import type { StaticAsset } from './static-asset-store.js';

/** Writes an in-memory asset with conditional GET and the best encoding the client accepts. */
export function sendAsset(req: Request, res: Response, asset: StaticAsset, status = 200): void {
  res.setHeader('Content-Type', asset.contentType);
  res.setHeader('Cache-Control', asset.cacheControl);
  res.setHeader('ETag', asset.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200 && req.headers['if-none-match'] === asset.etag) {
    res.status(304).end();
    return;
  }
  const accepts = req.headers['accept-encoding'] ?? '';
  const brotli = accepts.includes('br') ? asset.brotli : null;
  const gzip = !brotli && accepts.includes('gzip') ? asset.gzip : null;
  const [encoding, body] = brotli ? ['br', brotli] : gzip ? ['gzip', gzip] : [null, asset.body];
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.status(status).end(req.method === 'HEAD' ? undefined : body);
}
