import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { Worker } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';
import { retryDelay, toJobFailure } from './job-failure.js';
import { QUEUE_PROCESSORS, type QueueProcessor } from './queue-processor.js';
import { createRedis } from './redis-connection.js';

/**
 * Runs a BullMQ worker per processor with the configured concurrency. Stalled jobs (their worker
 * died) are picked up again by BullMQ once their lock lapses. On shutdown (SIGTERM) the workers stop
 * taking jobs and finish the ones in hand before the process exits.
 */
@Injectable()
export class QueueWorkersService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Queues');
  private readonly workers: Worker[] = [];

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(QUEUE_PROCESSORS) private readonly processors: QueueProcessor[],
  ) {}

  onApplicationBootstrap(): void {
    for (const processor of this.processors) {
      const worker = new Worker(
        processor.queueName,
        async (job) => {
          try {
            return await processor.process(job);
          } catch (error) {
            throw toJobFailure(error);
          }
        },
        {
          connection: createRedis(this.config),
          prefix: this.config.redisPrefix,
          concurrency: this.config.concurrency[processor.queueName],
          lockDuration: this.config.lockDurationMs,
          stalledInterval: this.config.lockDurationMs,
          settings: { backoffStrategy: retryDelay },
        },
      );
      worker.on('error', (error) => this.logger.warn(`${processor.queueName}: ${error.message}`));
      worker.on('failed', (job, error) => {
        if (job) this.logger.warn(`${processor.queueName} job ${job.id} (${job.name}) failed on attempt ${job.attemptsMade}: ${error.message}`);
      });
      this.workers.push(worker);
    }
    this.logger.log(`Taking jobs from ${this.processors.map((p) => `${p.queueName} (concurrency ${this.config.concurrency[p.queueName]})`).join(' and ')}`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.logger.log('Stopping: finishing the jobs in hand, taking no new ones');
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all(this.workers.map((worker) => worker.disconnect()));
  }
}
