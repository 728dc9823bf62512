import {
  JOB_QUEUE,
  jobId,
  MAIL_JOB_OPTIONS,
  MAIL_JOB_PRIORITY,
  parseJobFailure,
  QUEUES,
  type JobName,
  type JobPayloads,
  type JobProgress,
  type JobResults,
  type JobState,
  type JobStatus,
  type QueueName,
} from '@caliber/contracts';
import { BullModule, InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { Job, type JobsOptions, type JobType, type Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { traceCarrier } from '@caliber/logging';

const QUEUE_NAMES = Object.values(QUEUES);
/** Longer is no id of ours: not looked up. */
const MAX_JOB_ID_LENGTH = 200;

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
 * The one way to the queues, for the BFF and the worker alike (docs/adding-a-job.md): a job queued (its queue
 * from the contracts, its id from `jobId` unless a fixed one is given), scheduled, a queue held, a job's status
 * and a queue's counts read. The queues themselves never leave it.
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
    return (await this.queues[JOB_QUEUE[name]].add(name, data, {
      jobId: options.jobId ?? jobId(name, randomUUID()),
      ...priorityOf(name),
      ...(options.deduplicationKey ? { deduplication: { id: options.deduplicationKey } } : {}),
      ...(options.delay ? { delay: options.delay } : {}),
      ...(trace ? { telemetry: { metadata: trace } } : {}),
    })) as Job<JobPayloads[N], JobResults[N], N>;
  }

  /** Removes a job that has not run yet (a delayed reminder); a job gone, running or finished is left alone. */
  async remove(name: JobName, id: string): Promise<void> {
    await this.queues[JOB_QUEUE[name]].remove(id);
  }

  /**
   * A job added every `everyMs` by one BullMQ job scheduler under a fixed id: every process that sets it sets
   * the same one, so replicas share one schedule instead of each running the job.
   */
  async schedule<N extends JobName>(schedulerId: string, name: N, data: JobPayloads[N], everyMs: number, options: JobsOptions = {}): Promise<void> {
    await this.queues[JOB_QUEUE[name]].upsertJobScheduler(schedulerId, { every: everyMs }, { name, data, opts: { ...options, ...priorityOf(name) } });
  }

  async unschedule(schedulerId: string, queueName: QueueName): Promise<void> {
    await this.queues[queueName].removeJobScheduler(schedulerId);
  }

  /** Holds the whole queue, on every worker, for `ms` (eBay asked to wait: docs/architecture.md, eBay). */
  async rateLimit(queueName: QueueName, ms: number): Promise<void> {
    await this.queues[queueName].rateLimit(ms);
  }

  /** A job's state, progress, and result or error; undefined when no job has this id or it is no longer kept. */
  async status(id: string): Promise<JobStatus | undefined> {
    let job = await this.find(id);
    if (!job) return undefined;
    const state = (await job.getState()) as JobState;
    // The job may have finished between reading it and reading its state: read it again for its result.
    if (state === 'completed' || state === 'failed') job = (await this.find(id)) ?? job;
    return {
      id,
      name: job.name as JobName,
      state,
      progress: progressOf(job.progress, state),
      result: state === 'completed' ? (job.returnvalue ?? null) : null,
      error: state === 'failed' ? parseJobFailure(job.failedReason) : null,
    };
  }

  /** How many workers take jobs from the queue. */
  workerCount(queueName: QueueName): Promise<number> {
    return this.queues[queueName].getWorkersCount();
  }

  /** How many of the queue's jobs are in each of these states. */
  jobCounts<S extends JobType>(queueName: QueueName, states: readonly S[]): Promise<Partial<Record<S, number>>> {
    return this.queues[queueName].getJobCounts(...states) as Promise<Partial<Record<S, number>>>;
  }

  /** The job of this id, its queue read from the id (`jobId` in contracts). */
  private async find(id: string): Promise<Job | undefined> {
    const queueName = QUEUE_NAMES.find((name) => id.startsWith(`${name}-`));
    if (!queueName || id.length > MAX_JOB_ID_LENGTH) return undefined;
    return Job.fromId(this.queues[queueName], id);
  }
}

/** The job's BullMQ priority, when its queue orders its jobs (`MAIL_JOB_PRIORITY`). */
function priorityOf(name: JobName): { priority?: number } {
  const priority = (MAIL_JOB_PRIORITY as Partial<Record<JobName, number>>)[name];
  return priority === undefined ? {} : { priority };
}

function progressOf(progress: unknown, state: JobState): JobProgress {
  if (typeof progress === 'object' && progress !== null && 'done' in progress && 'total' in progress) {
    const { done, total } = progress as { done: unknown; total: unknown };
    if (typeof done === 'number' && typeof total === 'number') return { done, total };
  }
  return state === 'completed' ? { done: 1, total: 1 } : { done: 0, total: 1 };
}
