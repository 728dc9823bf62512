import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export interface StaticAsset {
  body: Buffer;
  gzip: Buffer | null;
  brotli: Buffer | null;
  contentType: string;
  cacheControl: string;
  etag: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt']);
/** webpack's `[contenthash:8]`: such a file never changes under its name. */
const HASHED_NAME = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A built front-end's files, read once into memory with their gzip and brotli forms, so serving one is
 * a map lookup and a write. Hashed files are immutable; the rest (remoteEntry.js) must be revalidated.
 */
export class StaticAssetStore {
  private readonly assets = new Map<string, StaticAsset>();

  constructor(
    readonly directory: string,
    private readonly urlPrefix: string,
  ) {
    if (existsSync(directory)) this.load(directory);
  }

  get size(): number {
    return this.assets.size;
  }

  get(urlPath: string): StaticAsset | undefined {
    return this.assets.get(urlPath);
  }

  readText(fileName: string): string | null {
    const file = path.join(this.directory, fileName);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  }

  private load(directory: string): void {
    for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const relative = path.relative(this.directory, file).split(path.sep).join('/');
      if (relative === 'index.html') continue;
      const extension = path.extname(entry.name);
      const body = readFileSync(file);
      const compress = COMPRESSIBLE.has(extension) && body.length > 1024;
      this.assets.set(`${this.urlPrefix}${relative}`, {
        body,
        gzip: compress ? gzipSync(body, { level: 9 }) : null,
        brotli: compress ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }) : null,
        contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
        cacheControl: HASHED_NAME.test(entry.name) ? IMMUTABLE : 'no-cache',
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      });
    }
  }
}
