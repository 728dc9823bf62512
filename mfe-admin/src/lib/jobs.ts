import { API } from '@caliber/contracts';
import { apiFetch } from '@caliber/ui';

/** A 202 answer: the call outlived the BFF's wait (JOB_WAIT_MS); its job goes on (ARCHITECTURE §6). */
export interface JobAccepted {
  jobId: string;
  state: string;
  statusUrl: string;
}

/** GET /api/admin/jobs/{id}. */
export interface JobStatus<T> {
  id: string;
  name: string;
  state: string;
  progress: { done: number; total: number } | null;
  result: T | null;
  error: string | null;
}

export const JOB_POLL_MS = 1000;
/** Past this a job is taken as lost (for example no worker running), rather than polled for ever. */
export const JOB_MAX_WAIT_MS = 10 * 60_000;

export function isJobAccepted(body: unknown): body is JobAccepted {
  return typeof body === 'object' && body !== null && typeof (body as JobAccepted).jobId === 'string';
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The result of a call that may answer at once or with 202 {jobId}: polls the job until it completes
 * (its result) or fails (throws its error), reporting progress on the way.
 */
export async function settleJob<T>(
  answer: T | JobAccepted,
  onProgress?: (progress: JobStatus<T>['progress']) => void,
): Promise<T> {
  if (!isJobAccepted(answer)) return answer;
  const deadline = Date.now() + JOB_MAX_WAIT_MS;
  for (;;) {
    const status = await apiFetch<JobStatus<T>>(API.admin.job(answer.jobId));
    onProgress?.(status.progress);
    if (status.state === 'completed') return status.result as T;
    if (status.state === 'failed') throw new Error(status.error || 'The job failed');
    if (Date.now() > deadline) throw new Error('The job is taking too long; check that the worker is running');
    await wait(JOB_POLL_MS);
  }
}
