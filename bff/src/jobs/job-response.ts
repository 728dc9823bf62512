import type { JobName } from '@caliber/contracts';
import type { Response } from 'express';
import type { AlternativeAnswer } from '../api-description/api-doc.decorator.js';
import type { JobOutcome } from './jobs.service.js';

/** answerJob's 202, for the API description. */
export const DEFERRED_JOB: AlternativeAnswer = {
  status: 202,
  returns: 'JobAccepted',
  description: 'The job is still running after JOB_WAIT_MS: follow its statusUrl.',
};

/** The job's result with `status`, or 202 `{jobId, state, statusUrl}` when it is still running. */
export function answerJob<N extends JobName>(res: Response, outcome: JobOutcome<N>, status = 200) {
  if (outcome.finished) {
    res.status(status);
    return outcome.result;
  }
  res.status(202);
  return outcome.accepted;
}
