import { useCallback, useEffect, useRef, useState } from 'react';

/** Simulated progress (docs/back-office.md) rises by 5 every 200 ms up to 90, then 100 when done, then resets. */
const PROGRESS_STEP = 5;
const PROGRESS_INTERVAL_MS = 200;
const PROGRESS_CAP = 90;
/** How long a finished upload shows 100% before the bar resets. */
export const PROGRESS_RESET_MS = 600;

export function nextProgress(progress: number): number {
  return Math.min(progress + PROGRESS_STEP, PROGRESS_CAP);
}

/** Progress in percent, or null when idle. */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval>>(undefined);
  const resetter = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stop = () => {
    clearInterval(ticker.current);
    clearTimeout(resetter.current);
  };
  useEffect(() => stop, []);

  const start = useCallback(() => {
    stop();
    setProgress(0);
    ticker.current = setInterval(() => setProgress((current) => nextProgress(current ?? 0)), PROGRESS_INTERVAL_MS);
  }, []);

  /** Done: 100 then reset after a moment when it worked, reset at once when it failed. */
  const finish = useCallback((succeeded: boolean) => {
    stop();
    if (!succeeded) return setProgress(null);
    setProgress(100);
    resetter.current = setTimeout(() => setProgress(null), PROGRESS_RESET_MS);
  }, []);

  return { progress, start, finish };
}
