import { StorageUnavailableError, type ByteRange, type FileInfo, type FileStorage, type ListedFile, type StoredFile } from '@caliber/core/storage';
import { Readable } from 'node:stream';

export interface MemoryCacheLimits {
  /** All the images held, at most. */
  maxBytes: number;
  /** A larger image is streamed from the store every time. */
  maxImageBytes: number;
}

/** What each BFF holds of the bucket's images (docs/operations.md, "Object storage"). */
export const BUCKET_IMAGE_CACHE: MemoryCacheLimits = { maxBytes: 32 * 1024 * 1024, maxImageBytes: 256 * 1024 };

/**
 * The small images read from a bucket, kept in memory by their bytes, the least recently read dropped first past
 * `maxBytes`. A stored file never changes under its name (`FileStorage`), so a copy held is never stale; a read
 * from the bucket costs this BFF far more than the bytes (docs/operations.md, "Object storage", the bench's figures).
 */
export class MemoryCachedStorage implements FileStorage {
  readonly location: string;
  /** In least recently read order (a Map keeps insertion order; a hit moves its entry last). */
  private readonly images = new Map<string, { info: FileInfo; bytes: Buffer }>();
  private heldBytes = 0;

  constructor(
    private readonly store: FileStorage,
    private readonly limits: MemoryCacheLimits = BUCKET_IMAGE_CACHE,
  ) {
    this.location = store.location;
  }

  /** Bytes held now, for the tests. */
  get bytesHeld(): number {
    return this.heldBytes;
  }

  async read(name: string, range?: ByteRange): Promise<StoredFile | null> {
    const held = this.images.get(name);
    if (held) {
      this.images.delete(name);
      this.images.set(name, held);
      return { info: held.info, body: Readable.from([range ? held.bytes.subarray(range.start, range.end + 1) : held.bytes]) };
    }
    const file = await this.store.read(name, range);
    if (!file || range || file.info.size > this.limits.maxImageBytes) return file;
    const bytes = await readAll(file.body).catch((error: unknown) => {
      throw new StorageUnavailableError(this.location, error);
    });
    if (bytes.length === file.info.size) this.keep(name, { info: file.info, bytes });
    return { info: file.info, body: Readable.from([bytes]) };
  }

  async info(name: string): Promise<FileInfo | null> {
    return this.images.get(name)?.info ?? this.store.info(name);
  }

  async exists(name: string): Promise<boolean> {
    return this.images.has(name) || this.store.exists(name);
  }

  write(name: string, content: Buffer | Readable, contentType: string): Promise<void> {
    return this.store.write(name, content, contentType);
  }

  async remove(name: string): Promise<void> {
    this.drop(name);
    await this.store.remove(name);
  }

  list(prefix?: string): AsyncIterable<ListedFile> {
    return this.store.list(prefix);
  }

  private keep(name: string, image: { info: FileInfo; bytes: Buffer }): void {
    this.drop(name);
    this.images.set(name, image);
    this.heldBytes += image.bytes.length;
    for (const [oldest] of this.images) {
      if (this.heldBytes <= this.limits.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(name: string): void {
    const image = this.images.get(name);
    if (!image) return;
    this.images.delete(name);
    this.heldBytes -= image.bytes.length;
  }
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
