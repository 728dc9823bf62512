import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The upload folder the BFF serves at /uploads; every write is whole or not at all. */
export class UploadFiles {
  constructor(readonly directory: string) {}

  read(name: string): Promise<Buffer> {
    return readFile(this.pathOf(name));
  }

  async exists(name: string): Promise<boolean> {
    return access(this.pathOf(name)).then(
      () => true,
      () => false,
    );
  }

  /** A temporary name first, then an atomic rename: readers never see half a file. */
  async put(name: string, bytes: Buffer): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const temporary = path.join(this.directory, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
    await writeFile(temporary, bytes);
    await rename(temporary, this.pathOf(name));
  }

  private pathOf(name: string): string {
    if (!/^[A-Za-z0-9_-]+\.[a-z]{3,4}$/.test(name)) throw new RangeError(`Not an upload file name: ${name}`);
    return path.join(this.directory, name);
  }
}
