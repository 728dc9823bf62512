import type { UploadedImage, UploadResult } from '@caliber/contracts';
import { compressJobId, tooManyPixelsMessage, UPLOAD_PREFIX } from '@caliber/contracts';
import { FILE_STORAGE, StorageUnavailableError, UploadsRepository, type FileStorage } from '@caliber/core';
import { IMAGE_FILE_TYPES, readImageHeader, storableImage } from '@caliber/images';
import type { UploadEntity } from '@caliber/db';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { ApiException, badRequest, serviceUnavailable } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobsService } from '../jobs/jobs.service.js';
import { sniffImageFormat } from './image-type.js';

const NOT_AN_IMAGE = 'Invalid file: Please upload an image file (JPEG, PNG, etc.)';

export interface IncomingFile {
  originalname: string;
  buffer: Buffer;
  size: number;
}

@Injectable()
export class UploadsService {
  private readonly logger = new Logger('Uploads');

  constructor(
    private readonly uploads: UploadsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /**
   * Stores an image under a random id (its URL /uploads/<id>.<ext> stays valid forever) without its
   * metadata (docs/security.md), then has the worker compress it, waiting briefly: `compressed` says
   * whether the WebP copies exist already. Too many pixels is a 413 read from the header, before any decoding.
   */
  async store(file: IncomingFile | undefined): Promise<{ upload: UploadEntity; result: UploadResult }> {
    if (!file) throw badRequest('Send the image as the multipart form field "image"');
    const claimed = sniffImageFormat(file.buffer);
    const header = claimed ? await readImageHeader(file.buffer) : null;
    if (!header || header.format !== claimed) throw new ApiException(415, NOT_AN_IMAGE);
    if (header.tooLarge) throw new ApiException(413, tooManyPixelsMessage(header.width, header.height));
    // An upload is only useful with its compressed copies; without Redis, say so rather than half-do it.
    this.jobs.assertAvailable();

    const image = await storableImage(file.buffer, header).catch(() => {
      throw new ApiException(415, NOT_AN_IMAGE);
    });
    const type = IMAGE_FILE_TYPES[header.format];
    const id = randomBytes(12).toString('base64url');
    const name = `${id}.${type.extension}`;
    await this.storage.write(name, image.bytes, type.contentType).catch((error: unknown) => {
      // Refused whole: the store keeps nothing of a failed write, and no row names it.
      if (error instanceof StorageUnavailableError) throw serviceUnavailable(`The image was not stored. ${error.message}; try again later.`);
      throw error;
    });
    let upload: UploadEntity;
    try {
      upload = await this.uploads.add({
        id,
        extension: type.extension,
        filename: cleanFilename(file.originalname),
        contentType: type.contentType,
        size: image.bytes.length,
        width: image.width,
        height: image.height,
      });
    } catch (error) {
      // The failure to report is the database's; a file left behind is only unused.
      await this.storage.remove(name).catch(() => undefined);
      throw error;
    }
    const compressed = await this.compress(upload);
    return { upload, result: { url: `${UPLOAD_PREFIX}${name}`, compressed, originalSize: file.size } };
  }

  /**
   * Best effort: the original is stored and served whatever happens here. Without a worker the job
   * waits in the queue; if Redis went away since the check above, the worker's start-up sweep of
   * uncompressed uploads enqueues it later.
   */
  private async compress(upload: UploadEntity): Promise<boolean> {
    try {
      const job = await this.jobs.enqueue('compress-upload', { uploadId: upload.id }, { jobId: compressJobId(upload.id) });
      if (!(await this.jobs.hasWorkers('images'))) return false;
      return (await this.jobs.waitForResult(job, this.config.uploadWaitMs)).finished;
    } catch (error) {
      this.logger.warn(`Upload ${upload.id} stored without compressing it: ${(error as Error).message}`);
      return false;
    }
  }

  async list(): Promise<UploadedImage[]> {
    const rows = await this.uploads.findNewest();
    return rows.map((row) => ({ url: `${UPLOAD_PREFIX}${row.id}.${row.extension}`, filename: row.filename }));
  }
}

/** The operator's file name, as shown in the picker: no path, no control characters, at most 255 characters. */
function cleanFilename(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'image').slice(0, 255);
}
