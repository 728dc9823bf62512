import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorableName, contentTypeOf, isStorableName, type ByteRange, type FileInfo, type FileStorage, type ListedFile, type StoredFile } from './file-storage.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The upload folder of one machine (`UPLOAD_DIR`); the default, and what `npm start` uses. */
export class LocalFileStorage implements FileStorage {
  readonly location: string;

  constructor(private readonly directory: string) {
    this.location = `folder ${directory}`;
  }

  /** A temporary name first, then an atomic rename: readers never see half a file. */
  async write(name: string, content: Buffer | Readable, _contentType: string): Promise<void> {
    const target = this.pathOf(name);
    await mkdir(this.directory, { recursive: true });
    const temporary = path.join(this.directory, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await pipeline(Buffer.isBuffer(content) ? Readable.from([content]) : content, createWriteStream(temporary));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async info(name: string): Promise<FileInfo | null> {
    try {
      const stats = await stat(this.pathOf(name));
      if (!stats.isFile()) return null;
      // serve-static's weak tag, so caches keep what they were given before.
      const etag = `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`;
      return { size: stats.size, contentType: contentTypeOf(name), etag, lastModified: stats.mtime };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(name: string, range?: ByteRange): Promise<StoredFile | null> {
    const info = await this.info(name);
    if (!info) return null;
    return { info, body: createReadStream(this.pathOf(name), range) };
  }

  async exists(name: string): Promise<boolean> {
    return (await this.info(name)) !== null;
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  async *list(prefix = ''): AsyncIterable<ListedFile> {
    const names = await readdir(this.directory).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const name of names) {
      if (!name.startsWith(prefix) || !isStorableName(name)) continue;
      const info = await this.info(name);
      if (info) yield { name, size: info.size };
    }
  }

  private pathOf(name: string): string {
    assertStorableName(name);
    return path.join(this.directory, name);
  }
}
