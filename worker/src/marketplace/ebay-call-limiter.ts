import { RateLimitedError, type FetchFunction } from '@caliber/marketplace';
import { countEbayCall } from '../metrics/worker-metrics.js';
import type { Redis } from 'ioredis';

/** The call budget every worker shares. */
export interface CallBudget {
  callsPerSecond: number;
  /** Browse API calls per Pacific-time day (eBay's quota resets at midnight Pacific). */
  dailyApiCalls: number;
}

// A queue-wide pause longer than this is not waited out inside a job: the job backs off instead.
const MAX_IN_JOB_WAIT_MS = 5000;
// After a 429 without Retry-After.
const DEFAULT_PAUSE_SECONDS = 30;
const PACIFIC_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' });
const PACIFIC_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Los_Angeles', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A limiter in Redis shared by every worker process: at most `callsPerSecond` eBay calls in any
 * one-second window, at most `dailyApiCalls` Browse calls a day, and a queue-wide pause when eBay
 * answers 429 (as long as its Retry-After says).
 */
export class EbayCallLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly budget: CallBudget,
  ) {}

  /** Waits for a slot; throws {@link RateLimitedError} when the wait is long (paused, or the day's quota used). */
  async take(isApiCall: boolean): Promise<void> {
    for (;;) {
      const pausedUntil = Number((await this.redis.get(this.key('paused-until'))) ?? 0);
      const pause = pausedUntil - Date.now();
      if (pause > MAX_IN_JOB_WAIT_MS) throw new RateLimitedError(Math.ceil(pause / 1000));
      if (pause > 0) await sleep(pause);
      const second = Math.floor(Date.now() / 1000);
      const key = this.key(`calls:${second}`);
      const [[, count]] = (await this.redis.multi().incr(key).expire(key, 5).exec()) as [[null, number]];
      if (count <= this.budget.callsPerSecond) break;
      await sleep((second + 1) * 1000 - Date.now() + Math.floor(Math.random() * 20));
    }
    if (!isApiCall) return;
    const dayKey = this.dayKey();
    const [[, used]] = (await this.redis.multi().incr(dayKey).expire(dayKey, 2 * 86_400).exec()) as [[null, number]];
    if (used > this.budget.dailyApiCalls) throw new RateLimitedError(secondsToPacificMidnight());
  }

  /** Browse calls left today of `dailyApiCalls`, every worker together (the eBay sync plans by it, docs/ebay-sync.md). */
  async remainingApiCallsToday(): Promise<number> {
    const used = Number((await this.redis.get(this.dayKey())) ?? 0);
    return Math.max(0, this.budget.dailyApiCalls - used);
  }

  /** Holds every worker's eBay calls for `seconds`. */
  async pause(seconds: number): Promise<void> {
    const until = Date.now() + seconds * 1000;
    await this.redis.set(this.key('paused-until'), String(until), 'PX', seconds * 1000 + 1000);
  }

  /** `fetch` that takes a slot first and pauses everyone when eBay answers 429. */
  limitedFetch(apiBaseUrl: string, fetchFn: FetchFunction = fetch): FetchFunction {
    return async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      await this.take(url.startsWith(`${apiBaseUrl}/buy/`));
      const response = await countEbayCall(fetchFn(input, init));
      if (response.status === 429) {
        const retryAfter = Number(response.headers.get('retry-after'));
        await this.pause(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : DEFAULT_PAUSE_SECONDS);
      }
      return response;
    };
  }

  private dayKey(): string {
    return this.key(`api-calls:${PACIFIC_DAY.format(new Date())}`);
  }

  private key(name: string): string {
    return `${this.prefix}:ebay-limiter:${name}`;
  }
}

function secondsToPacificMidnight(): number {
  const [hours, minutes, seconds] = PACIFIC_TIME.format(new Date()).split(':').map(Number);
  return Math.max(1, 86_400 - (hours * 3600 + minutes * 60 + seconds));
}
