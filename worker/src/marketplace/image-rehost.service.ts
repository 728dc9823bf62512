import { UPLOAD_PREFIX } from '@caliber/contracts';
import { UploadEntity } from '@caliber/db';
import { ebayImageId, MarketplaceError } from '@caliber/marketplace';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Repository } from 'typeorm';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';
import { UploadFiles } from '../images/upload-files.js';
import { CompressionQueueService } from '../queues/compression-queue.service.js';
import { EbayClientsService } from './ebay-clients.service.js';

const FORMATS: Record<string, { extension: string; contentType: string }> = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
};

/** One eBay picture is one upload, whichever listing or import brings it: its id comes from eBay's. */
const uploadIdOf = (imageId: string) => `ebay-${createHash('sha256').update(imageId).digest('base64url').slice(0, 22)}`;

/**
 * Copies a listing's pictures to our own uploads (rows and files, as an operator's upload would be)
 * and queues their compression, so imported watches never depend on eBay's image host.
 */
@Injectable()
export class ImageRehostService {
  private readonly logger = new Logger('ImageRehost');
  private readonly files: UploadFiles;
  // Listings imported side by side often share pictures: one download each.
  private readonly inFlight = new Map<string, Promise<string | null>>();

  constructor(
    @Inject(WORKER_CONFIG) config: WorkerConfig,
    @InjectRepository(UploadEntity) private readonly uploads: Repository<UploadEntity>,
    private readonly clients: EbayClientsService,
    private readonly compression: CompressionQueueService,
  ) {
    this.files = new UploadFiles(config.uploadDir);
  }

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
    const known = await this.uploads.findOneBy({ id });
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
    const metadata = await sharp(bytes).metadata().catch(() => null);
    const format = metadata?.format ? FORMATS[metadata.format] : undefined;
    if (!format || !metadata?.width || !metadata.height) {
      this.logger.warn(`Left out eBay picture ${imageId}: not a JPEG, PNG or WebP image`);
      return null;
    }
    const name = `${id}.${format.extension}`;
    await this.files.put(name, bytes);
    await this.uploads
      .createQueryBuilder()
      .insert()
      .values({ id, extension: format.extension, filename: `ebay-${imageId}.${format.extension}`, contentType: format.contentType, size: bytes.length, width: metadata.width, height: metadata.height })
      .orIgnore()
      .execute();
    await this.compression.compress(id);
    return `${UPLOAD_PREFIX}${name}`;
  }
}
