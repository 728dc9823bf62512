import type { QueueName } from '@caliber/contracts';
import { BullRegistrar, Processor } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { WorkerOptions } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';
import { assertEveryJobHandled } from './job-coverage.js';
import { retryDelay } from './job-failure.js';
import { JobProcessor } from './job-processor.js';

function workerOptions(config: WorkerConfig, queueName: QueueName): Partial<WorkerOptions> {
  return {
    concurrency: config.concurrency[queueName],
    lockDuration: config.lockDurationMs,
    stalledInterval: config.lockDurationMs,
    settings: { backoffStrategy: retryDelay },
  };
}

/**
 * Starts the `@Processor` classes' BullMQ workers (registration is manual, see worker.module.ts) and
 * stops them. Stalled jobs (their worker died) are picked up again by BullMQ once their lock lapses.
 * On shutdown (SIGTERM) the workers stop taking jobs and finish the ones in hand, before the
 * database connection closes; main.ts bounds the wait (SHUTDOWN_FINISH_SECONDS).
 */
@Injectable()
export class QueueWorkersService implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Queues');
  private processors: JobProcessor[] = [];

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    private readonly discovery: DiscoveryService,
    private readonly registrar: BullRegistrar,
  ) {}

  /** Before any worker runs: a job of the vocabulary without a handler stops the start. */
  onModuleInit(): void {
    this.processors = this.discovery
      .getProviders()
      .map(({ instance }) => instance)
      .filter((instance): instance is JobProcessor => instance instanceof JobProcessor);
    assertEveryJobHandled(this.processors);
  }

  onApplicationBootstrap(): void {
    for (const processor of this.processors) {
      // @nestjs/bullmq takes a worker's options from its @Processor metadata, which is fixed when the
      // class is declared; concurrency and lock duration come from the configuration, so they are added now.
      Processor(processor.queueName, workerOptions(this.config, processor.queueName))(processor.constructor);
    }
    this.registrar.register();
    this.logger.log(`Taking jobs from ${this.processors.map((p) => `${p.queueName} (concurrency ${this.config.concurrency[p.queueName]})`).join(' and ')}`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.logger.log('Stopping: finishing the jobs in hand, taking no new ones');
    await Promise.all(this.processors.map((processor) => processor.worker.close()));
  }
}
