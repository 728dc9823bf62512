import { compressJobId, JOBS, QUEUES, type JobPayloads } from '@caliber/contracts';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';

/**
 * Queues compress jobs for images the worker itself brings in (imported eBay pictures, uploads left
 * uncompressed). Same job id and options as the BFF's uploads, so a picture is compressed once.
 */
@Injectable()
export class CompressionQueueService {
  private readonly logger = new Logger('CompressionQueue');

  constructor(@InjectQueue(QUEUES.images) private readonly queue: Queue) {
    queue.on('error', (error) => this.logger.warn(`${QUEUES.images}: ${error.message}`));
  }

  async compress(uploadId: string): Promise<void> {
    const data: JobPayloads['compress-upload'] = { uploadId };
    await this.queue.add(JOBS.compressUpload, data, { jobId: compressJobId(uploadId) });
  }
}
