import { readSettings } from '@caliber/config';
import { compressedImageUrl, IMAGE_WIDTHS, UPLOAD_PREFIX } from '@caliber/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoImageSpec } from './image-spec.js';
import { writeDemoImage } from './watch-images.js';

const seedDir = path.dirname(fileURLToPath(import.meta.url));

/** Changes whenever the drawing code does, so a cached image is never one an older renderer drew. */
const rendererFingerprint = (() => {
  const hash = createHash('sha1');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.[jt]s$/.test(entry.name)) hash.update(readFileSync(full));
    }
  };
  walk(seedDir);
  return hash.digest('hex').slice(0, 12);
})();

/** Stores the local file `file` in the image storage under `name`. */
export type StoreDemoFile = (name: string, file: string) => Promise<void>;

const cacheRoot = () => readSettings(['seed']).DEMO_IMAGE_CACHE_DIR;

const fileNames = (id: string) => [`${id}.jpg`, ...IMAGE_WIDTHS.map((width) => compressedImageUrl(id, width).slice(UPLOAD_PREFIX.length))];

/**
 * Stores a demo image's files through `storeFile` (the preparation step writes them to the image storage).
 * Drawing one costs about a second of CPU, and tests seed many databases, so each drawing is kept in a cache
 * folder keyed by its spec and the renderer, and stored from there.
 */
export async function placeDemoImage(storeFile: StoreDemoFile, id: string, spec: DemoImageSpec): Promise<string> {
  const key = createHash('sha1').update(`${rendererFingerprint}:${id}:${JSON.stringify(spec)}`).digest('hex');
  const cached = path.join(cacheRoot(), key);
  if (!existsSync(cached)) {
    const staging = `${cached}.${randomBytes(4).toString('hex')}.tmp`;
    await writeDemoImage(staging, id, spec);
    await rename(staging, cached).catch(() => rm(staging, { recursive: true, force: true }));
  }
  await Promise.all(fileNames(id).map((name) => storeFile(name, path.join(cached, name))));
  return `${UPLOAD_PREFIX}${id}.jpg`;
}
