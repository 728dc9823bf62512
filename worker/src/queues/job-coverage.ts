import { JOB_QUEUE, JOBS, type JobName, type QueueName } from '@caliber/contracts';

/** What the start-up check reads of a processor. */
export interface HandledJobs {
  readonly queueName: QueueName;
  readonly handledJobs: readonly string[];
}

export class UnhandledJobsError extends Error {
  constructor(readonly jobs: JobName[]) {
    super(`The worker cannot start: no handler for ${jobs.map((name) => `"${name}" (${JOB_QUEUE[name]} queue)`).join(', ')}`);
    this.name = 'UnhandledJobsError';
  }
}

/** The jobs of the vocabulary (contracts' `JOBS`) that no processor of their queue handles. */
export function unhandledJobs(processors: readonly HandledJobs[]): JobName[] {
  return Object.values(JOBS).filter(
    (name) => !processors.some((processor) => processor.queueName === JOB_QUEUE[name] && processor.handledJobs.includes(name)),
  );
}

/** Throws {@link UnhandledJobsError} when a job the BFF may queue would wait forever. */
export function assertEveryJobHandled(processors: readonly HandledJobs[]): void {
  const missing = unhandledJobs(processors);
  if (missing.length > 0) throw new UnhandledJobsError(missing);
}
