import { API } from '@caliber/contracts';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { settleJob } from './jobs';

describe('settleJob', () => {
  it('passes an immediate answer through', async () => {
    expect(await settleJob({ url: '/uploads/a.jpg' })).toEqual({ url: '/uploads/a.jpg' });
  });

  it('polls a 202 job until it completes, reporting progress', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let polls = 0;
    mockApi({
      [`GET ${API.admin.job('j1')}`]: () => {
        polls += 1;
        return polls < 2
          ? { body: { id: 'j1', name: 'import-store', state: 'active', progress: { done: 1, total: 3 }, result: null, error: null } }
          : { body: { id: 'j1', name: 'import-store', state: 'completed', progress: { done: 3, total: 3 }, result: { imported: 3 }, error: null } };
      },
    });
    const progress = vi.fn();
    const settled = settleJob({ jobId: 'j1', state: 'waiting', statusUrl: API.admin.job('j1') }, progress);
    await vi.runAllTimersAsync();
    expect(await settled).toEqual({ imported: 3 });
    expect(progress).toHaveBeenCalledWith({ done: 1, total: 3 });
    vi.useRealTimers();
  });

  it('throws the error of a failed job', async () => {
    mockApi({ [`GET ${API.admin.job('j2')}`]: { body: { id: 'j2', name: 'scrape', state: 'failed', progress: null, result: null, error: 'Item not found' } } });
    await expect(settleJob({ jobId: 'j2', state: 'waiting', statusUrl: '' })).rejects.toThrow('Item not found');
  });
});

describe('settleJob deadline', () => {
  it('gives up on a job that never finishes', async () => {
    vi.useFakeTimers();
    mockApi({ [`GET ${API.admin.job('j3')}`]: { body: { id: 'j3', name: 'compress', state: 'waiting', progress: null, result: null, error: null } } });
    const settled = settleJob({ jobId: 'j3', state: 'waiting', statusUrl: '' });
    const outcome = expect(settled).rejects.toThrow('taking too long');
    await vi.advanceTimersByTimeAsync(11 * 60_000);
    await outcome;
    vi.useRealTimers();
  });
});
