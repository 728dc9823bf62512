import type { QueueName } from '@caliber/contracts';
import type { Job } from 'bullmq';

/** One per queue: dispatches each job by name to a `handle<Job>` method of a service. */
export interface QueueProcessor {
  readonly queueName: QueueName;
  process(job: Job): Promise<unknown>;
}

export const QUEUE_PROCESSORS = Symbol('QUEUE_PROCESSORS');
