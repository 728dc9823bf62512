import type { Readable } from 'node:stream';

/** What is known of a stored file without reading it. */
export interface FileInfo {
  size: number;
  contentType: string;
  /** Changes whenever the bytes do; a quoted HTTP entity tag. */
  etag: string;
  lastModified: Date;
}

/** Bytes `start` to `end`, both included, as in an HTTP `Range`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  info: FileInfo;
  /** The whole file, or the range asked for. */
  body: Readable;
}

export interface ListedFile {
  name: string;
  size: number;
}

/**
 * Where image files live: a local folder or an S3-compatible bucket (docs/architecture.md, "Images"). Names are
 * flat (`<id>.<ext>`, `<id>-<width>.webp`), the same on every driver, and a file is never changed under its name.
 * A store that cannot be reached throws `StorageUnavailableError`; a missing file is `null` or `false`, never an error.
 */
export interface FileStorage {
  /** Where the files are, for logs and messages. */
  readonly location: string;
  /** Whole or not at all: a failed write leaves nothing under the name. */
  write(name: string, content: Buffer | Readable, contentType: string): Promise<void>;
  info(name: string): Promise<FileInfo | null>;
  read(name: string, range?: ByteRange): Promise<StoredFile | null>;
  exists(name: string): Promise<boolean>;
  remove(name: string): Promise<void>;
  /** Every file whose name starts with `prefix`, in no promised order. */
  list(prefix?: string): AsyncIterable<ListedFile>;
}

/** The store did not answer or refused us; the message names it and the cause. */
export class StorageUnavailableError extends Error {
  constructor(location: string, cause: unknown) {
    super(`The image storage ${location} is unavailable: ${(cause as Error).message || String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

const FILE_NAME = /^[A-Za-z0-9_-]+\.(jpe?g|png|webp)$/;
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export const isStorableName = (name: string): boolean => FILE_NAME.test(name);

export function assertStorableName(name: string): void {
  if (!isStorableName(name)) throw new RangeError(`Not an upload file name: ${name}`);
}

/** The content type a stored file's name implies. */
export const contentTypeOf = (name: string): string => CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** A whole file in memory (the worker's compression reads originals this way); null when missing. */
export async function readWholeFile(storage: FileStorage, name: string): Promise<Buffer | null> {
  const file = await storage.read(name);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
