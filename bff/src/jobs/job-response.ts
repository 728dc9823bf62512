import type { JobName } from '@caliber/contracts';
import type { Response } from 'express';
import type { JobOutcome } from './jobs.service.js';

/** The job's result with `status`, or 202 `{jobId, state, statusUrl}` when it is still running. */
export function answerJob<N extends JobName>(res: Response, outcome: JobOutcome<N>, status = 200) {
  if (outcome.finished) {
    res.status(status);
    return outcome.result;
  }
  res.status(202);
  return outcome.accepted;
}
