import { API, type JobAccepted, type JobName, type JobProgress, type JobResults, type JobStatus } from '@caliber/contracts';
import { ApiError, apiFetch } from '@caliber/ui';

const JOB_POLL_MS = 1000;
/** Past this a job is taken as lost (for example no worker running), rather than polled for ever. */
const JOB_MAX_WAIT_MS = 10 * 60_000;

function isJobAccepted(body: unknown): body is JobAccepted {
  return typeof body === 'object' && body !== null && typeof (body as JobAccepted).jobId === 'string';
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The result of a call that answers it at once or with 202 {jobId} (docs/architecture.md): polls
 * `GET /api/admin/jobs/{id}` until the job completes (its result) or fails (an ApiError with the job's
 * status and message), reporting progress on the way.
 */
export async function settleJob<N extends JobName>(
  answer: JobResults[N] | JobAccepted,
  onProgress?: (progress: JobProgress) => void,
): Promise<JobResults[N]> {
  if (!isJobAccepted(answer)) return answer;
  const deadline = Date.now() + JOB_MAX_WAIT_MS;
  for (;;) {
    const status = await apiFetch<JobStatus<N>>(API.admin.job(answer.jobId));
    onProgress?.(status.progress);
    if (status.state === 'completed') return status.result as JobResults[N];
    if (status.state === 'failed') throw new ApiError(status.error?.status ?? 502, status.error?.message ?? 'The job failed');
    if (Date.now() > deadline) throw new Error('The job is taking too long; check that the worker is running');
    await wait(JOB_POLL_MS);
  }
}
