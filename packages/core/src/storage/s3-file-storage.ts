import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, paginateListObjectsV2, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { assertStorableName, StorageUnavailableError, type ByteRange, type FileInfo, type FileStorage, type ListedFile, type StoredFile } from './file-storage.js';

export interface S3StorageOptions {
  bucket: string;
  /** MinIO, R2 or any S3-compatible store; null: AWS itself. */
  endpoint: string | null;
  region: string;
  forcePathStyle: boolean;
  /** Put before every name, ending in `/` (or empty). */
  prefix: string;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * An S3-compatible bucket shared by every BFF and worker (docs/operations.md, "Object storage"). Credentials
 * are the SDK's own chain: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, or the instance's role.
 */
export class S3FileStorage implements FileStorage {
  readonly location: string;
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.location = `bucket s3://${options.bucket}/${options.prefix}`;
    this.client = new S3Client({
      endpoint: options.endpoint ?? undefined,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      // An unreachable store answers the request in seconds (a 503), rather than holding it.
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    });
  }

  /** Streamed in parts; a failed upload is aborted, so the object never exists half written. */
  async write(name: string, content: Buffer | Readable, contentType: string): Promise<void> {
    await this.call(() =>
      new Upload({ client: this.client, params: { Bucket: this.options.bucket, Key: this.keyOf(name), Body: content, ContentType: contentType } }).done(),
    );
  }

  async info(name: string): Promise<FileInfo | null> {
    const head = await this.call(() => this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(name) })));
    return head && { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream', etag: head.ETag ?? '""', lastModified: head.LastModified ?? new Date(0) };
  }

  async read(name: string, range?: ByteRange): Promise<StoredFile | null> {
    const object = await this.call(() =>
      this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(name), Range: range && `bytes=${range.start}-${range.end}` }),
      ),
    );
    if (!object) return null;
    const total = object.ContentRange ? Number(object.ContentRange.split('/')[1]) : (object.ContentLength ?? 0);
    return {
      info: { size: total, contentType: object.ContentType ?? 'application/octet-stream', etag: object.ETag ?? '""', lastModified: object.LastModified ?? new Date(0) },
      body: object.Body as Readable,
    };
  }

  async exists(name: string): Promise<boolean> {
    return (await this.info(name)) !== null;
  }

  async remove(name: string): Promise<void> {
    await this.call(() => this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(name) })));
  }

  async *list(prefix = ''): AsyncIterable<ListedFile> {
    const pages = paginateListObjectsV2({ client: this.client }, { Bucket: this.options.bucket, Prefix: `${this.options.prefix}${prefix}` });
    try {
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          const name = object.Key!.slice(this.options.prefix.length);
          if (!name.includes('/')) yield { name, size: object.Size ?? 0 };
        }
      }
    } catch (error) {
      throw new StorageUnavailableError(this.location, error);
    }
  }

  private keyOf(name: string): string {
    assertStorableName(name);
    return `${this.options.prefix}${name}`;
  }

  /** The store's answer, null for a missing object, or `StorageUnavailableError` for anything else. */
  private async call<T>(request: () => Promise<T>): Promise<T | null> {
    try {
      return await request();
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StorageUnavailableError(this.location, error);
    }
  }
}
