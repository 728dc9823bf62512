import { Injectable } from '@nestjs/common';
import { secondsToWait, TooManyRequests, waitInWords } from '../common/api-error.js';
import { SignInCountersRepository, type CounterLimit } from './sign-in-counters.repository.js';

const MINUTE_MS = 60_000;

/**
 * The sign-in limits (docs/abuse-limits.md). A lock-out is keyed by username *and* address, so an
 * attacker's failures never lock the operator out of their own address; one address trying many
 * usernames is stopped too; every address together may try one username only so often a minute, which
 * slows a spread-out attack; all failures together have a ceiling a minute. An address that signed in as the
 * username lately is spared the last two.
 */
export const SIGN_IN_LIMITS = {
  perUsernameAndAddress: { tries: 5, windowMs: 15 * MINUTE_MS },
  perAddress: { tries: 20, windowMs: 15 * MINUTE_MS },
  perUsername: { tries: 20, windowMs: MINUTE_MS },
  /** Failed sign-ins of every username from every address together: a ceiling on guessing at all. */
  everyone: { tries: 100, windowMs: MINUTE_MS },
} as const;

/** An IPv6 client counts by its /56 for sign-in, the block a provider often gives one customer (docs/abuse-limits.md). */
export const SIGN_IN_IPV6_PREFIX = 56;

/** The limits an address that signed in as the username lately is spared. */
const SPARED_WHEN_KNOWN: readonly LimitName[] = ['perUsername', 'everyone'];

/**
 * How long an address stays known to a username after signing in as it: the username's shared limit does
 * not count its tries, so guesses spread over many addresses cannot keep the operator out of their own.
 */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE_MS;

type LimitName = keyof typeof SIGN_IN_LIMITS;
const LIMIT_NAMES = Object.keys(SIGN_IN_LIMITS) as LimitName[];

/**
 * Counts every sign-in try *before* its password is checked, in PostgreSQL with one upsert: concurrent
 * guesses cannot all pass the check before any is counted, the count holds across replicas, and sign-in
 * keeps working (still limited) when Redis is lost. A try that signs in, or that is refused, is taken back.
 */
@Injectable()
export class SignInLimiter {
  constructor(private readonly counters: SignInCountersRepository) {}

  /** After a new password, no address stays known to the username but where it signs in next. */
  forgetKnownAddresses(username: string): Promise<void> {
    return this.counters.forgetStartingWith(knownAddressesPrefix(username));
  }

  /** Counts a try, or throws 429 with the wait when one of the limits is used up. */
  async take(username: string, address: string): Promise<SignInTry> {
    const keys = keysFor(username, address);
    const known = await this.counters.isCurrent(keys.knownAddress);
    const limits = LIMIT_NAMES.filter((name) => !(known && SPARED_WHEN_KNOWN.includes(name))).map((name) => ({ key: keys[name], ...SIGN_IN_LIMITS[name] }));
    const counted = await this.counters.countTry(limits.map(({ key, windowMs }): CounterLimit => ({ key, windowMs })));
    const over = counted.filter((state) => state.tries > limits.find((limit) => limit.key === state.key)!.tries);
    const countedKeys = limits.map((limit) => limit.key);
    if (over.length > 0) {
      await this.counters.uncountTry(countedKeys);
      const wait = secondsToWait(Math.max(...over.map((state) => state.windowEndsAt.getTime() - Date.now())));
      throw new TooManyRequests(wait, `Too many failed sign-ins. Try again ${waitInWords(wait)}.`);
    }
    return {
      succeeded: async () => {
        await this.counters.uncountTry(countedKeys);
        await this.counters.clear([keys.perUsernameAndAddress]);
        await this.counters.renew(keys.knownAddress, KNOWN_ADDRESS_MS);
        await this.counters.dropEnded();
      },
      failed: () => this.counters.dropEnded(),
      refused: () => this.counters.uncountTry(countedKeys),
    };
  }
}

export interface SignInTry {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
  /** The try was refused before its password was checked (the checks were busy): it does not count. */
  refused(): Promise<void>;
}

const counterName = (username: string) => username.trim().toLowerCase();

/** The start of every key that keeps an address known to `username` (`signed-in:<username>|<address>`). */
export const knownAddressesPrefix = (username: string) => `signed-in:${counterName(username)}|`;

function keysFor(username: string, address: string): Record<LimitName | 'knownAddress', string> {
  const name = counterName(username);
  return {
    perUsernameAndAddress: `username-address:${name}|${address}`,
    perAddress: `address:${address}`,
    perUsername: `username:${name}`,
    everyone: 'everyone',
    knownAddress: `${knownAddressesPrefix(username)}${address}`,
  };
}

/** A password check refused for want of a turn (429) gives its try back: no password was checked. */
export async function checkCounted(attempt: SignInTry, check: () => Promise<boolean>): Promise<boolean> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof TooManyRequests) await attempt.refused();
    throw error;
  }
}
