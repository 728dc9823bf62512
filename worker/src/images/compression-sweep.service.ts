import { UploadsRepository } from '@caliber/core';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CompressionQueueService } from './compression-queue.service.js';

// Enough for any backlog an outage leaves; later ones are caught at the next start.
const SWEEP_LIMIT = 2000;

/**
 * At start, queues a compress job for every upload still without copies: those stored while Redis was
 * down (the BFF could not queue them). Uploads already queued keep their one job (same job id).
 */
@Injectable()
export class CompressionSweepService implements OnApplicationBootstrap {
  private readonly logger = new Logger('CompressionSweep');

  constructor(
    private readonly uploads: UploadsRepository,
    private readonly queue: CompressionQueueService,
  ) {}

  onApplicationBootstrap(): void {
    void this.sweep().catch((error: Error) => this.logger.warn(`Could not queue uncompressed uploads: ${error.message}`));
  }

  async sweep(): Promise<number> {
    const pending = await this.uploads.findUncompressedIds(SWEEP_LIMIT);
    for (const id of pending) await this.queue.compress(id);
    if (pending.length > 0) this.logger.log(`Queued ${pending.length} uncompressed upload(s)`);
    return pending.length;
  }
}
