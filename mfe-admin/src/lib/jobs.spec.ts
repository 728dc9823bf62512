import { API, type JobStatus, type StoreImportResult } from '@caliber/contracts';
import { ApiError } from '@caliber/ui';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { settleJob } from './jobs';

const accepted = (jobId: string) => ({ jobId, state: 'waiting' as const, statusUrl: API.admin.job(jobId) });
const storeResult: StoreImportResult = { seller: 'luxwatchdepot', total: 3, watches: [], skipped: [] };

function storeJob(state: JobStatus['state'], done: number, patch: Partial<JobStatus<'import-store'>> = {}): JobStatus<'import-store'> {
  return { id: 'marketplace-1', name: 'import-store', state, progress: { done, total: 3 }, result: null, error: null, ...patch };
}

describe('settleJob', () => {
  it('passes an immediate answer through', async () => {
    const preview = { itemId: '125934871203' } as never;
    expect(await settleJob<'preview-listing'>(preview)).toBe(preview);
  });

  it('polls a 202 job until it completes, reporting n of N', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let polls = 0;
    mockApi({
      [`GET ${API.admin.job('marketplace-1')}`]: () => {
        polls += 1;
        return { body: polls < 2 ? storeJob('active', 1) : storeJob('completed', 3, { result: storeResult }) };
      },
    });
    const progress = vi.fn();
    const settled = settleJob<'import-store'>(accepted('marketplace-1'), progress);
    await vi.runAllTimersAsync();
    expect(await settled).toEqual(storeResult);
    expect(progress.mock.calls).toEqual([[{ done: 1, total: 3 }], [{ done: 3, total: 3 }]]);
    vi.useRealTimers();
  });

  it('throws the status and message of a failed job', async () => {
    mockApi({
      [`GET ${API.admin.job('marketplace-2')}`]: {
        body: storeJob('failed', 0, { error: { status: 404, message: 'The eBay listing 125934871299 was not found' } }),
      },
    });
    const failure = await settleJob<'import-store'>(accepted('marketplace-2')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: '404: The eBay listing 125934871299 was not found' });
  });
});

describe('settleJob deadline', () => {
  it('gives up on a job that never finishes', async () => {
    vi.useFakeTimers();
    mockApi({ [`GET ${API.admin.job('marketplace-3')}`]: { body: storeJob('waiting', 0) } });
    const settled = settleJob<'import-store'>(accepted('marketplace-3'));
    const outcome = expect(settled).rejects.toThrow('taking too long');
    await vi.advanceTimersByTimeAsync(11 * 60_000);
    await outcome;
    vi.useRealTimers();
  });
});
