import { compressJobId, JOB_OPTIONS, JOBS, QUEUES, type JobPayloads } from '@caliber/contracts';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';
import { createRedis } from './redis-connection.js';

/**
 * Queues compress jobs for images the worker itself brings in (imported eBay pictures, uploads left
 * uncompressed). Same job id and options as the BFF's uploads, so a picture is compressed once.
 */
@Injectable()
export class CompressionQueueService implements OnApplicationShutdown {
  private readonly queue: Queue;

  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig) {
    this.queue = new Queue(QUEUES.images, {
      connection: createRedis(config),
      prefix: config.redisPrefix,
      defaultJobOptions: JOB_OPTIONS,
    });
  }

  async compress(uploadId: string): Promise<void> {
    const data: JobPayloads['compress-upload'] = { uploadId };
    await this.queue.add(JOBS.compressUpload, data, { jobId: compressJobId(uploadId) });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    await this.queue.disconnect();
  }
}
