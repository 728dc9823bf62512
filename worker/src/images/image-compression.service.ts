import { IMAGE_WIDTHS, type CompressResult, type JobPayloads } from '@caliber/contracts';
import { UploadsRepository } from '@caliber/core';
import { Inject, Injectable } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';
import { JobInputError } from '../queues/job-failure.js';
import { compressImage } from './compress-image.js';
import { UploadFiles } from './upload-files.js';

const copyName = (id: string, width: number) => `${id}-${width}.webp`;

/** The compress job: writes `/uploads/<id>-<width>.webp` for every width and marks the upload compressed. */
@Injectable()
export class ImageCompressionService {
  private readonly files: UploadFiles;

  constructor(
    @Inject(WORKER_CONFIG) config: WorkerConfig,
    private readonly uploads: UploadsRepository,
  ) {
    this.files = new UploadFiles(config.uploadDir);
  }

  /** Idempotent: an upload already compressed, with every copy on disk, is skipped; a deleted one too. */
  async handleCompressUpload({ uploadId }: JobPayloads['compress-upload']): Promise<CompressResult> {
    const skipped: CompressResult = { uploadId, outcome: 'skipped', widths: [], originalBytes: 0, compressedBytes: 0 };
    const upload = await this.uploads.findById(uploadId);
    if (!upload) return skipped;
    const present = await Promise.all(IMAGE_WIDTHS.map((width) => this.files.exists(copyName(uploadId, width))));
    if (upload.compressedAt && present.every(Boolean)) return { ...skipped, widths: [...IMAGE_WIDTHS], originalBytes: upload.size };

    const original = await this.files.read(`${uploadId}.${upload.extension}`).catch(() => {
      throw new JobInputError(`The original file of upload ${uploadId} is missing`, 404);
    });
    const copies = await compressImage(original).catch((error: Error) => {
      throw new JobInputError(`Upload ${uploadId} could not be read as an image: ${error.message}`, 415);
    });
    for (const copy of copies) await this.files.put(copyName(uploadId, copy.width), copy.bytes);
    await this.uploads.markCompressed(uploadId);
    return {
      uploadId,
      outcome: 'compressed',
      widths: copies.map((copy) => copy.width),
      originalBytes: original.length,
      compressedBytes: copies.reduce((sum, copy) => sum + copy.bytes.length, 0),
    };
  }
}
