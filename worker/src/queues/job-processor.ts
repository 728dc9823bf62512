import type { JobName, JobPayloads, JobResults, QueueJobName, QueueName } from '@caliber/contracts';
import { continueTrace } from '@caliber/logging';
import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { timeJob } from '../metrics/worker-metrics.js';
import { toJobFailure } from './job-failure.js';

/** Runs one job: its payload in, its result out (the job itself for progress). */
export type JobHandler<N extends JobName> = (data: JobPayloads[N], job: Job<JobPayloads[N], JobResults[N], N>) => Promise<JobResults[N]>;

/** A handler for every job of the queue. */
export type QueueJobHandlers<Q extends QueueName> = { readonly [N in QueueJobName<Q>]: JobHandler<N> };

/**
 * One per queue (a `@Processor` class): dispatches each job by name to its handler and turns a
 * handler's failure into what BullMQ retries or not (`toJobFailure`).
 */
export abstract class JobProcessor<Q extends QueueName = QueueName> extends WorkerHost {
  private readonly logger = new Logger('Queues');
  abstract readonly queueName: Q;
  protected abstract readonly handlers: QueueJobHandlers<Q>;

  /** The job names this processor has a handler for. */
  get handledJobs(): string[] {
    return Object.keys(this.handlers);
  }

  async process(job: Job): Promise<unknown> {
    // A job read back from Redis is untyped: its name picks the handler, which types its payload.
    const handlers: Partial<Record<string, (data: any, job: any) => Promise<unknown>>> = this.handlers;
    const handler = Object.hasOwn(handlers, job.name) ? handlers[job.name] : undefined;
    if (!handler) throw new UnrecoverableError(`The ${this.queueName} queue has no job "${job.name}"`);
    // The job's span continues the trace of the request that queued it (JobGateway.add).
    const attributes = { 'messaging.destination.name': this.queueName, 'messaging.operation.name': job.name, 'messaging.message.id': String(job.id) };
    return continueTrace(job.opts.telemetry?.metadata, `job ${this.queueName} ${job.name}`, attributes, () => timeJob(this.queueName, job.name, () => this.run(job, handler)));
  }

  private async run(job: Job, handler: (data: unknown, job: Job) => Promise<unknown>): Promise<unknown> {
    try {
      return await handler(job.data, job);
    } catch (error) {
      throw await this.failure(error);
    }
  }

  /** What a handler's failure becomes for BullMQ (`toJobFailure`); a queue may act on it first. */
  protected async failure(error: unknown): Promise<Error> {
    return toJobFailure(error);
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    if (job) this.logger.warn(`${this.queueName} job ${job.id} (${job.name}) failed on attempt ${job.attemptsMade}: ${error.message}`);
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.warn(`${this.queueName}: ${error.message}`);
  }
}
