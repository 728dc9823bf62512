import { JOB_QUEUE, jobId, MAIL_JOB_OPTIONS, MAIL_JOB_PRIORITY, QUEUES, type JobName, type JobPayloads, type JobResults, type QueueName } from '@caliber/contracts';
import { BullModule, InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Job, JobsOptions, Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { traceCarrier } from '@caliber/logging';

/** The queues, registered once for both apps; a queue with its own retries names them here (docs/adding-a-job.md). */
export const QUEUE_REGISTRATIONS = BullModule.registerQueue({ name: QUEUES.marketplace }, { name: QUEUES.images }, { name: QUEUES.mail, defaultJobOptions: MAIL_JOB_OPTIONS });

export interface JobOptions {
  /** A fixed id (see `jobId` in contracts): adding it again is a no-op while BullMQ still holds the job. */
  jobId?: string;
  /** While a job with this key is waiting or running, adding another returns that job instead. */
  deduplicationKey?: string;
  /** Run no sooner than this many ms from now (a reminder before a viewing). */
  delay?: number;
}

/**
 * The one way a job is queued, by the BFF and by the worker alike (docs/adding-a-job.md): the job's queue
 * comes from the contracts, its id from `jobId` unless a fixed one is given.
 */
@Injectable()
export class JobGateway {
  private readonly logger = new Logger('JobGateway');
  private readonly queues: Record<QueueName, Queue>;

  constructor(@InjectQueue(QUEUES.marketplace) marketplace: Queue, @InjectQueue(QUEUES.images) images: Queue, @InjectQueue(QUEUES.mail) mail: Queue) {
    this.queues = { marketplace, images, mail };
    for (const [name, queue] of Object.entries(this.queues)) queue.on('error', (error) => this.logger.debug(`${name}: ${error.message}`));
  }

  async add<N extends JobName>(name: N, data: JobPayloads[N], options: JobOptions = {}): Promise<Job<JobPayloads[N], JobResults[N], N>> {
    // The job carries the trace of the request that queues it, which the worker's span continues (docs/operations.md).
    const trace = traceCarrier();
    return (await this.queue(JOB_QUEUE[name]).add(name, data, {
      jobId: options.jobId ?? jobId(name, randomUUID()),
      ...priorityOf(name),
      ...(options.deduplicationKey ? { deduplication: { id: options.deduplicationKey } } : {}),
      ...(options.delay ? { delay: options.delay } : {}),
      ...(trace ? { telemetry: { metadata: trace } } : {}),
    })) as Job<JobPayloads[N], JobResults[N], N>;
  }

  /** Removes a job that has not run yet (a delayed reminder); a job gone, running or finished is left alone. */
  async remove(name: JobName, id: string): Promise<void> {
    await this.queue(JOB_QUEUE[name]).remove(id);
  }

  /**
   * A job added every `everyMs` by one BullMQ job scheduler under a fixed id: every process that sets it sets
   * the same one, so replicas share one schedule instead of each running the job.
   */
  async schedule<N extends JobName>(schedulerId: string, name: N, data: JobPayloads[N], everyMs: number, options: JobsOptions = {}): Promise<void> {
    await this.queue(JOB_QUEUE[name]).upsertJobScheduler(schedulerId, { every: everyMs }, { name, data, opts: { ...options, ...priorityOf(name) } });
  }

  async unschedule(schedulerId: string, queueName: QueueName): Promise<void> {
    await this.queue(queueName).removeJobScheduler(schedulerId);
  }

  /** The queue itself, for reading jobs and workers (the BFF's job status). */
  queue(name: QueueName): Queue {
    return this.queues[name];
  }

  queueNames(): QueueName[] {
    return Object.keys(this.queues) as QueueName[];
  }
}

/** The job's BullMQ priority, when its queue orders its jobs (`MAIL_JOB_PRIORITY`). */
function priorityOf(name: JobName): { priority?: number } {
  const priority = (MAIL_JOB_PRIORITY as Partial<Record<JobName, number>>)[name];
  return priority === undefined ? {} : { priority };
}
