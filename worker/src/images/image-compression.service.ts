import { IMAGE_WIDTHS, type CompressResult, type JobPayloads } from '@caliber/contracts';
import { FILE_STORAGE, readWholeFile, UploadsRepository, type FileStorage } from '@caliber/core';
import { Inject, Injectable } from '@nestjs/common';
import { JobInputError } from '../queues/job-failure.js';
import { compressImage } from './compress-image.js';

const copyName = (id: string, width: number) => `${id}-${width}.webp`;

/** The compress job: writes `/uploads/<id>-<width>.webp` for every width and marks the upload compressed. */
@Injectable()
export class ImageCompressionService {
  constructor(
    private readonly uploads: UploadsRepository,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  /** Idempotent: an upload already compressed, with every copy stored, is skipped; a deleted one too. */
  async handleCompressUpload({ uploadId }: JobPayloads['compress-upload']): Promise<CompressResult> {
    const skipped: CompressResult = { uploadId, outcome: 'skipped', widths: [], originalBytes: 0, compressedBytes: 0 };
    const upload = await this.uploads.findById(uploadId);
    if (!upload) return skipped;
    const present = await Promise.all(IMAGE_WIDTHS.map((width) => this.files.exists(copyName(uploadId, width))));
    if (upload.compressedAt && present.every(Boolean)) return { ...skipped, widths: [...IMAGE_WIDTHS], originalBytes: upload.size };

    // A store that cannot be reached throws, and the job is retried; a missing original never comes back.
    const original = await readWholeFile(this.files, `${uploadId}.${upload.extension}`);
    if (!original) throw new JobInputError(`The original file of upload ${uploadId} is missing from the ${this.files.location}`, 404);
    const copies = await compressImage(original).catch((error: Error) => {
      throw new JobInputError(`Upload ${uploadId} could not be read as an image: ${error.message}`, 415);
    });
    for (const copy of copies) await this.files.write(copyName(uploadId, copy.width), copy.bytes, 'image/webp');
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
