import { SignInCounterEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';

export interface CounterLimit {
  key: string;
  windowMs: number;
}

export interface CounterState {
  key: string;
  tries: number;
  windowEndsAt: Date;
}

/** Sign-in tries per key in fixed windows, and the addresses each username signed in from lately (docs/abuse-limits.md). */
@Injectable()
export class SignInCountersRepository {
  constructor(@InjectRepository(SignInCounterEntity) private readonly counters: Repository<SignInCounterEntity>) {}

  /**
   * Adds one try under each key in one statement (a key whose window has ended starts again at 1) and
   * returns the counts: concurrent tries are serialised by the row locks, so each sees its own count.
   * Every statement here that writes several rows locks them in key order, so two of them never deadlock.
   */
  async countTry(limits: CounterLimit[]): Promise<CounterState[]> {
    const rows: { key: string; tries: number; window_ends_at: Date }[] = await this.counters.query(
      `INSERT INTO sign_in_counters AS counter (key, tries, window_ends_at)
         SELECT key, 1, now() + window_ms * interval '1 millisecond' FROM unnest($1::varchar[], $2::int[]) AS given(key, window_ms) ORDER BY key
       ON CONFLICT (key) DO UPDATE SET
         tries = CASE WHEN counter.window_ends_at <= now() THEN 1 ELSE counter.tries + 1 END,
         window_ends_at = CASE WHEN counter.window_ends_at <= now() THEN excluded.window_ends_at ELSE counter.window_ends_at END
       RETURNING key, tries, window_ends_at`,
      [limits.map((limit) => limit.key), limits.map((limit) => limit.windowMs)],
    );
    return rows.map((row) => ({ key: row.key, tries: row.tries, windowEndsAt: new Date(row.window_ends_at) }));
  }

  /** Takes back one try under each key (a try that was refused, or that signed in). */
  async uncountTry(keys: string[]): Promise<void> {
    await this.counters.query(
      `UPDATE sign_in_counters AS counter SET tries = counter.tries - 1
       FROM (SELECT key FROM sign_in_counters WHERE key = ANY($1::varchar[]) AND tries > 0 AND window_ends_at > now() ORDER BY key FOR UPDATE) AS locked
       WHERE counter.key = locked.key`,
      [keys],
    );
  }

  /**
   * Counts one more under a key whose window starts again now (an address's sign-ins as a username, each
   * keeping it known for `windowMs`).
   */
  async renew(key: string, windowMs: number): Promise<void> {
    await this.counters.query(
      `INSERT INTO sign_in_counters AS counter (key, tries, window_ends_at) VALUES ($1, 1, now() + $2::float8 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         tries = CASE WHEN counter.window_ends_at <= now() THEN 1 ELSE counter.tries + 1 END,
         window_ends_at = excluded.window_ends_at`,
      [key, windowMs],
    );
  }

  /** Whether a key's window is still open. */
  async isCurrent(key: string): Promise<boolean> {
    const rows: unknown[] = await this.counters.query(`SELECT 1 FROM sign_in_counters WHERE key = $1 AND window_ends_at > now()`, [key]);
    return rows.length > 0;
  }

  /** Forgets every key starting with `prefix` (the addresses a username was known at). */
  forgetStartingWith(prefix: string): Promise<void> {
    return deleteCountersStartingWith(this.counters.manager, prefix);
  }

  async clear(keys: string[]): Promise<void> {
    await this.counters.query(`DELETE FROM sign_in_counters WHERE key IN (SELECT key FROM sign_in_counters WHERE key = ANY($1::varchar[]) ORDER BY key FOR UPDATE)`, [keys]);
  }

  /** Forgets ended windows; a row another sign-in is counting right now is left for the next time. */
  async dropEnded(): Promise<void> {
    await this.counters.query(`DELETE FROM sign_in_counters WHERE key IN (SELECT key FROM sign_in_counters WHERE window_ends_at <= now() ORDER BY key FOR UPDATE SKIP LOCKED)`);
  }
}

/** Deletes the counters whose key starts with `prefix`, through any manager (a transaction, the CLI's data source). */
export async function deleteCountersStartingWith(manager: EntityManager, prefix: string): Promise<void> {
  await manager.query(`DELETE FROM sign_in_counters WHERE key IN (SELECT key FROM sign_in_counters WHERE starts_with(key, $1) ORDER BY key FOR UPDATE)`, [prefix]);
}
