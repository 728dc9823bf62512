import { SignInAttemptEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, MoreThan, type Repository } from 'typeorm';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_ADDRESS = 10;
const MAX_FAILURES_PER_USERNAME = 5;

/**
 * Counts failed sign-ins per client address and per username in PostgreSQL, so the limit holds across
 * replicas and losing Redis never locks the operator out.
 */
@Injectable()
export class SignInLimiter {
  constructor(@InjectRepository(SignInAttemptEntity) private readonly attempts: Repository<SignInAttemptEntity>) {}

  /** Seconds until another try is allowed, or 0 when one is allowed now. */
  async retryAfterSeconds(address: string, username: string): Promise<number> {
    const since = new Date(Date.now() - WINDOW_MS);
    const limits: [string, number][] = [
      [addressKey(address), MAX_FAILURES_PER_ADDRESS],
      [usernameKey(username), MAX_FAILURES_PER_USERNAME],
    ];
    let wait = 0;
    for (const [key, max] of limits) {
      const recent = await this.attempts.find({ where: { key, attemptedAt: MoreThan(since) }, order: { attemptedAt: 'DESC' }, take: max });
      if (recent.length >= max) {
        const oldest = recent[recent.length - 1].attemptedAt.getTime();
        wait = Math.max(wait, Math.ceil((oldest + WINDOW_MS - Date.now()) / 1000));
      }
    }
    return wait;
  }

  async recordFailure(address: string, username: string): Promise<void> {
    await this.attempts.insert([{ key: addressKey(address) }, { key: usernameKey(username) }]);
    await this.attempts.delete({ attemptedAt: LessThan(new Date(Date.now() - WINDOW_MS)) });
  }

  async clear(address: string, username: string): Promise<void> {
    await this.attempts.delete({ key: In([addressKey(address), usernameKey(username)]) });
  }
}

const addressKey = (address: string) => `address:${address}`;
const usernameKey = (username: string) => `username:${username.trim().toLowerCase()}`;
