/** A promise React's `use` can read synchronously once it has settled (React's own shape). */
export type TrackedPromise<T> = Promise<T> &
  ({ status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

/**
 * Marks a promise's outcome on the promise itself, as React's `use` reads it: a component reading an
 * already-loaded module then renders at once instead of suspending. On the server that is what keeps
 * the page's HTML in order (a region that suspends is sent later, behind a script).
 */
export function trackPromise<T>(promise: Promise<T>): TrackedPromise<T> {
  const outcome = promise as Promise<T> & { status: string; value?: T; reason?: unknown };
  outcome.status = 'pending';
  // The handlers return nothing: returning the promise itself would chain onto it again.
  promise.then(
    (value) => {
      Object.assign(outcome, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(outcome, { status: 'rejected', reason });
    },
  );
  return outcome as TrackedPromise<T>;
}

/**
 * Loads each key once and keeps the outcome, for components that read it with `use`. A failure is kept
 * too (so the error shows instead of a reload loop) until `forgetFailures()`, e.g. on Retry, or until
 * `retryFailuresAfterMs` has passed.
 */
export class LoadOnce<K, T> {
  private readonly loads = new Map<K, { promise: TrackedPromise<T>; settledAt: number }>();

  constructor(private readonly retryFailuresAfterMs = Number.POSITIVE_INFINITY) {}

  read(key: K, load: () => Promise<T>): TrackedPromise<T> {
    const known = this.loads.get(key);
    if (known && !(known.promise.status === 'rejected' && Date.now() - known.settledAt >= this.retryFailuresAfterMs)) return known.promise;
    const entry = { promise: trackPromise(load()), settledAt: 0 };
    entry.promise.then(
      () => undefined,
      () => {
        entry.settledAt = Date.now();
      },
    );
    this.loads.set(key, entry);
    return entry.promise;
  }

  forgetFailures(): void {
    this.forget((_, promise) => promise.status === 'rejected');
  }

  /** Forgets the outcomes `which` picks, loaded or not: the next read loads them anew. */
  forget(which: (key: K, promise: TrackedPromise<T>) => boolean): void {
    for (const [key, { promise }] of this.loads) if (which(key, promise)) this.loads.delete(key);
  }
}
