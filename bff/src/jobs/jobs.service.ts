import { API, JOB_QUEUE, QUEUES, type JobAccepted, type JobName, type JobPayloads, type JobResults, type JobState, type JobStatus, type QueueName } from '@caliber/contracts';
import { JobGateway, type JobOptions } from '@caliber/core';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { QueueEvents, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { ApiException, notFound, serviceUnavailable } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS, redisOptions } from '../redis/redis.module.js';

const SHUTDOWN_GRACE_MS = 2000;

export const JOBS_UNAVAILABLE = 'Background jobs are unavailable (Redis cannot be reached); try again shortly';

/** Either the job's result within the wait, or the 202 answer to follow it with. */
export type JobOutcome<N extends JobName> = { finished: true; result: JobResults[N] } | { finished: false; accepted: JobAccepted };

/**
 * The BFF's side of the jobs (docs/adding-a-job.md): queues through the core's JobGateway, waits for results
 * with a bound and reports job status. The queues share the BFF's fail-fast Redis connection, so enqueueing
 * never waits for Redis: with Redis away it fails at once with a 503.
 */
@Injectable()
export class JobsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly events = new Map<QueueName, { events: QueueEvents; connection: Redis }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly connection: Redis,
    private readonly gateway: JobGateway,
  ) {}

  onModuleInit(): void {
    for (const name of Object.values(QUEUES)) {
      // QueueEvents blocks on a stream read, so its connection waits and retries instead of failing fast.
      const connection = new Redis(this.config.redisUrl, {
        ...redisOptions(this.config),
        enableOfflineQueue: true,
        commandTimeout: undefined,
        maxRetriesPerRequest: null,
      });
      connection.on('error', () => undefined);
      const events = new QueueEvents(name, { connection, prefix: this.config.redisPrefix });
      events.on('error', () => undefined);
      this.events.set(name, { events, connection });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const events = [...this.events.values()];
    const closing = Promise.allSettled(events.map(({ events }) => events.close()));
    // With Redis away, closing would wait for it: give up after a moment and drop the connections.
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref())]);
    for (const { connection } of events) connection.disconnect();
  }

  /** 503 at once when Redis cannot be reached, for calls that must not start work they cannot finish. */
  assertAvailable(): void {
    if (this.connection.status !== 'ready') throw serviceUnavailable(JOBS_UNAVAILABLE);
  }

  /** Adds a job; 503 at once when Redis cannot be reached. */
  async enqueue<N extends JobName>(name: N, data: JobPayloads[N], options: JobOptions = {}): Promise<Job<JobPayloads[N], JobResults[N], N>> {
    // Checked first: the queue would otherwise wait for Redis to come back.
    if (this.connection.status !== 'ready') throw serviceUnavailable(JOBS_UNAVAILABLE);
    try {
      return await this.gateway.add(name, data, options);
    } catch (error) {
      this.logger.warn(`Could not enqueue ${name}: ${(error as Error).message}`);
      throw serviceUnavailable(JOBS_UNAVAILABLE);
    }
  }

  /** Enqueues and waits up to `waitMs` for the result (the default wait is JOB_WAIT_MS). */
  async run<N extends JobName>(name: N, data: JobPayloads[N], options: JobOptions & { waitMs?: number } = {}): Promise<JobOutcome<N>> {
    const job = await this.enqueue(name, data, options);
    return this.waitForResult(job, options.waitMs ?? this.config.jobWaitMs);
  }

  /**
   * The job's result if it finishes within `waitMs`; past that the job is left to finish and the
   * 202 answer is returned. A failed job becomes the API error its reason names (never a bare 500).
   */
  async waitForResult<N extends JobName>(job: Job<JobPayloads[N], JobResults[N], N>, waitMs: number): Promise<JobOutcome<N>> {
    const queueName = JOB_QUEUE[job.name];
    if (waitMs > 0) {
      try {
        return { finished: true, result: await job.waitUntilFinished(this.events.get(queueName)!.events, waitMs) };
      } catch {
        // Timed out or failed: the job's stored state says which.
      }
    }
    const status = await this.find(job.id!);
    if (!status) throw notFound(`Job ${job.id} is no longer kept; start it again`);
    if (status.state === 'completed') return { finished: true, result: status.result as JobResults[N] };
    if (status.state === 'failed') throw new ApiException(status.error!.status, status.error!.message);
    return { finished: false, accepted: { jobId: status.id, state: status.state, statusUrl: API.admin.job(status.id) } };
  }

  /** The 202 answer for a job the caller does not wait for. */
  async accepted(job: Job): Promise<JobAccepted> {
    return { jobId: job.id!, state: await this.state(job), statusUrl: API.admin.job(job.id!) };
  }

  /** `GET /api/admin/jobs/{id}`. */
  async status(id: string): Promise<JobStatus> {
    const status = await this.find(id);
    if (!status) throw notFound(`No job has the id ${id} (finished jobs are kept for an hour)`);
    return status;
  }

  /** Whether any worker is listening on the queue; false too when Redis cannot say. */
  async hasWorkers(queueName: QueueName): Promise<boolean> {
    if (this.connection.status !== 'ready') return false;
    try {
      return (await this.gateway.workerCount(queueName)) > 0;
    } catch {
      return false;
    }
  }

  private async find(id: string): Promise<JobStatus | undefined> {
    try {
      return await this.gateway.status(id);
    } catch {
      throw serviceUnavailable(JOBS_UNAVAILABLE);
    }
  }

  private async state(job: Job): Promise<JobState> {
    try {
      return (await job.getState()) as JobState;
    } catch {
      throw serviceUnavailable(JOBS_UNAVAILABLE);
    }
  }
}
