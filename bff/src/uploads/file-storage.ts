import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where image files live. Local disk today; an S3-compatible store would implement the same three calls
 * when several machines serve the site (docs/architecture.md).
 */
export class LocalFileStorage {
  constructor(private readonly directory: string) {}

  /** Writes whole or not at all: a temporary name first, then an atomic rename. */
  async put(name: string, bytes: Buffer): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const temporary = path.join(this.directory, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
    await writeFile(temporary, bytes);
    await rename(temporary, path.join(this.directory, name));
  }

  async remove(name: string): Promise<void> {
    await rm(path.join(this.directory, name), { force: true });
  }
}
