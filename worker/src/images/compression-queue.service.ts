import { compressJobId, JOBS } from '@caliber/contracts';
import { JobGateway } from '@caliber/core';
import { Injectable } from '@nestjs/common';

/**
 * Queues compress jobs for images the worker itself brings in (imported eBay pictures, uploads left
 * uncompressed). Same job id and options as the BFF's uploads, so a picture is compressed once.
 */
@Injectable()
export class CompressionQueueService {
  constructor(private readonly jobs: JobGateway) {}

  async compress(uploadId: string): Promise<void> {
    await this.jobs.add(JOBS.compressUpload, { uploadId }, { jobId: compressJobId(uploadId) });
  }
}
