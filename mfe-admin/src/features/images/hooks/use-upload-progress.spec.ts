import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextProgress, PROGRESS_RESET_MS, useUploadProgress } from './use-upload-progress';

describe('nextProgress', () => {
  it('rises by 5 and stops at 90', () => {
    expect(nextProgress(0)).toBe(5);
    expect(nextProgress(85)).toBe(90);
    expect(nextProgress(90)).toBe(90);
  });
});

describe('useUploadProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('steps +5 every 200 ms up to 90, shows 100 when done, then resets', () => {
    const { result } = renderHook(() => useUploadProgress());
    expect(result.current.progress).toBeNull();

    act(() => result.current.start());
    expect(result.current.progress).toBe(0);
    const seen: number[] = [];
    for (let tick = 0; tick < 20; tick += 1) {
      act(() => vi.advanceTimersByTime(200));
      seen.push(result.current.progress!);
    }
    expect(seen.slice(0, 4)).toEqual([5, 10, 15, 20]);
    expect(seen.slice(17)).toEqual([90, 90, 90]);

    act(() => result.current.finish(true));
    expect(result.current.progress).toBe(100);
    act(() => vi.advanceTimersByTime(PROGRESS_RESET_MS));
    expect(result.current.progress).toBeNull();
  });

  it('resets at once when the upload failed', () => {
    const { result } = renderHook(() => useUploadProgress());
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(600));
    expect(result.current.progress).toBe(15);
    act(() => result.current.finish(false));
    expect(result.current.progress).toBeNull();
  });
});
