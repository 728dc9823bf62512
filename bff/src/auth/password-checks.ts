import { Inject, Injectable } from '@nestjs/common';
import { TooManyRequests } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { hashPassword, verifyPassword } from './passwords.js';

export const PASSWORD_CHECKS_BUSY = 'Too many sign-ins are being checked right now. Try again in a few seconds.';

/**
 * Every argon2 hash or verification of the BFF runs here: at most `PASSWORD_CHECKS_AT_ONCE` at a time
 * (each takes 19 MiB and tens of milliseconds of a core), the others queued; one that has not had its
 * turn after `PASSWORD_CHECK_WAIT_MS` is refused with 429 and `Retry-After` (docs/abuse-limits.md). So a
 * flood of sign-ins cannot take all the memory and CPU the shop needs for serving.
 */
@Injectable()
export class PasswordChecks {
  private running = 0;
  private readonly waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.inTurn(() => verifyPassword(passwordHash, password));
  }

  hash(password: string): Promise<string> {
    return this.inTurn(() => hashPassword(password));
  }

  private async inTurn<T>(check: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      return await check();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.start();
    }
  }

  /** Resolves when a slot is taken; throws 429 when none came free in time. */
  private turn(): Promise<void> {
    const { atOnce, waitMs } = this.config.passwordChecks;
    if (this.running < atOnce) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(entry.timer);
          this.running += 1;
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(new TooManyRequests(Math.max(1, Math.ceil(waitMs / 1000)), PASSWORD_CHECKS_BUSY));
        }, waitMs),
      };
      this.waiting.push(entry);
    });
  }
}
