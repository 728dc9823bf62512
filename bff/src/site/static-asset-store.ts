import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** A file held in memory with its compressed forms (null when not worth compressing). */
export class StaticAsset {
  /** A file whose name never serves other bytes (a build's versioned or content-hashed file). */
  static immutable(name: string, body: Buffer, gzip: Buffer | null, brotli: Buffer | null): StaticAsset {
    return new StaticAsset(body, CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream', IMMUTABLE, gzip, brotli);
  }

  constructor(
    readonly body: Buffer,
    readonly contentType: string,
    readonly cacheControl: string,
    readonly gzip: Buffer | null,
    readonly brotli: Buffer | null,
  ) {}

  readonly etag = `"${createHash('sha1').update(this.body).digest('base64url')}"`;
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
/** The compressed copies the build writes beside a file (build/precompress-plugin.mjs). */
const PRECOMPRESSED = /\.(?:br|gz)$/;
/** For a file the build did not compress (a Node build's, or an older build's): done once here, at fast levels. */
const FALLBACK_GZIP_LEVEL = 6;
const FALLBACK_BROTLI_QUALITY = 5;

/** The copy the build wrote beside the file, else one made now. */
function compressedCopy(file: string, suffix: '.br' | '.gz', body: Buffer): Buffer {
  if (existsSync(file + suffix)) return readFileSync(file + suffix);
  return suffix === '.br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: FALLBACK_BROTLI_QUALITY } })
    : gzipSync(body, { level: FALLBACK_GZIP_LEVEL });
}

/**
 * A built front-end's files, read once into memory with their compressed copies, so serving one is a
 * map lookup and a write. Hashed files are immutable; the rest (remoteEntry.js) must be revalidated.
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
      // The shell's own Node build is this BFF's code, not a file for browsers.
      if (relative === 'index.html' || (this.urlPrefix === '/' && relative.startsWith('server/'))) continue;
      const extension = path.extname(entry.name);
      if (PRECOMPRESSED.test(entry.name) && existsSync(file.slice(0, -extension.length))) continue;
      const body = readFileSync(file);
      const compressible = COMPRESSIBLE.has(extension) && body.length > 1024;
      this.assets.set(
        `${this.urlPrefix}${relative}`,
        new StaticAsset(
          body,
          CONTENT_TYPES[extension] ?? 'application/octet-stream',
          HASHED_NAME.test(entry.name) ? IMMUTABLE : 'no-cache',
          compressible ? compressedCopy(file, '.gz', body) : null,
          compressible ? compressedCopy(file, '.br', body) : null,
        ),
      );
    }
  }
}
