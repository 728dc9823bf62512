import { UPLOAD_PREFIX } from '@caliber/contracts';
import { FILE_STORAGE, UploadsRepository, type FileStorage } from '@caliber/core';
import { IMAGE_FILE_TYPES, readImageHeader, storableImage } from '@caliber/images';
import { ebayImageId, MarketplaceError } from '@caliber/marketplace';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { CompressionQueueService } from '../images/compression-queue.service.js';
import { EbayClientsService } from './ebay-clients.service.js';

/** One eBay picture is one upload, whichever listing or import brings it: its id comes from eBay's. */
const uploadIdOf = (imageId: string) => `ebay-${createHash('sha256').update(imageId).digest('base64url').slice(0, 22)}`;

/**
 * Copies a listing's pictures to our own uploads (rows and files, as an operator's upload would be:
 * without metadata, at most 50 megapixels) and queues their compression, so imported watches never
 * depend on eBay's image host.
 */
@Injectable()
export class ImageRehostService {
  private readonly logger = new Logger('ImageRehost');
  // Listings imported side by side often share pictures: one download each.
  private readonly inFlight = new Map<string, Promise<string | null>>();

  constructor(
    private readonly uploads: UploadsRepository,
    private readonly clients: EbayClientsService,
    private readonly compression: CompressionQueueService,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  /**
   * `/uploads/` URLs of the pictures, in order. A picture eBay no longer has, or that is not an image,
   * is left out; a transient failure is thrown so the job is retried.
   */
  async rehost(imageUrls: readonly string[]): Promise<string[]> {
    const ids = imageUrls.map(ebayImageId).filter((id): id is string => id !== null);
    const urls = await Promise.all(ids.map((id) => this.rehostOnce(id)));
    return urls.filter((url): url is string => url !== null);
  }

  private rehostOnce(imageId: string): Promise<string | null> {
    let pending = this.inFlight.get(imageId);
    if (!pending) {
      pending = this.rehostOne(imageId).finally(() => this.inFlight.delete(imageId));
      this.inFlight.set(imageId, pending);
    }
    return pending;
  }

  private async rehostOne(imageId: string): Promise<string | null> {
    const id = uploadIdOf(imageId);
    const known = await this.uploads.findById(id);
    if (known && (await this.files.exists(`${id}.${known.extension}`))) return `${UPLOAD_PREFIX}${id}.${known.extension}`;
    let bytes: Buffer;
    try {
      bytes = Buffer.from((await this.clients.web.getImage(imageId)).bytes);
    } catch (error) {
      if (error instanceof MarketplaceError && !error.retryable) {
        this.logger.warn(`Left out eBay picture ${imageId}: ${error.message}`);
        return null;
      }
      throw error;
    }
    const header = await readImageHeader(bytes);
    if (!header) {
      this.logger.warn(`Left out eBay picture ${imageId}: not a JPEG, PNG or WebP image`);
      return null;
    }
    if (header.tooLarge) {
      this.logger.warn(`Left out eBay picture ${imageId}: ${header.width} × ${header.height} pixels is over the limit`);
      return null;
    }
    const image = await storableImage(bytes, header).catch((error: Error) => {
      this.logger.warn(`Left out eBay picture ${imageId}: it could not be read (${error.message})`);
      return null;
    });
    if (!image) return null;
    const type = IMAGE_FILE_TYPES[header.format];
    const name = `${id}.${type.extension}`;
    await this.files.write(name, image.bytes, type.contentType);
    await this.uploads.addIfAbsent({
      id,
      extension: type.extension,
      filename: `ebay-${imageId}.${type.extension}`,
      contentType: type.contentType,
      size: image.bytes.length,
      width: image.width,
      height: image.height,
    });
    await this.compression.compress(id);
    return `${UPLOAD_PREFIX}${name}`;
  }
}
