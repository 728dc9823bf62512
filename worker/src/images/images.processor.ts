import { JOBS, QUEUES, type JobPayloads } from '@caliber/contracts';
import { Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { QueueProcessor } from '../queues/queue-processor.js';
import { ImageCompressionService } from './image-compression.service.js';

/** The `images` queue. */
@Injectable()
export class ImagesProcessor implements QueueProcessor {
  readonly queueName = QUEUES.images;

  constructor(private readonly compression: ImageCompressionService) {}

  process(job: Job): Promise<unknown> {
    switch (job.name) {
      case JOBS.compressUpload:
        return this.compression.handleCompressUpload(job.data as JobPayloads['compress-upload']);
      default:
        throw new UnrecoverableError(`The images queue has no job "${job.name}"`);
    }
  }
}
