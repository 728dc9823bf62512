import type { LoginPayload, PasswordChangePayload, SessionUser } from '@caliber/contracts';
import type { UserEntity } from '@caliber/db';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { ApiException, badRequest } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.js';
import { PasswordChecks } from './password-checks.js';
import { DUMMY_HASH_PROMISE, needsRehash } from './passwords.js';
import type { Request } from 'express';
import { SessionCookie, sessionTokenHash } from './session-cookie.js';
import { SessionsRepository } from './sessions.repository.js';
import { SecondFactorService } from './second-factor.service.js';
import { checkCounted, SignInLimiter } from './sign-in-limiter.js';
import { UsersRepository } from './users.repository.js';

const sessionUser = (user: UserEntity): SessionUser => ({ id: user.id, username: user.username, secondFactor: user.totpSecret !== null });

/** A session's last use is written at most this often, not on every request (docs/abuse-limits.md). */
const MARK_SEEN_EVERY_MS = 60_000;

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly limiter: SignInLimiter,
    private readonly passwords: PasswordChecks,
    private readonly cookie: SessionCookie,
    private readonly secondFactor: SecondFactorService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Checks the credentials (the second factor's code too, once the operator has one) and opens a session; the
   * token goes into the cookie, only its hash is stored. The session the browser presented, if any, ends: a new
   * sign-in never keeps an old token alive.
   */
  async signIn({ username, password, code }: LoginPayload, address: string, presentedToken: string | null): Promise<{ user: SessionUser; token: string }> {
    const attempt = await this.limiter.take(username, address);
    const user = await this.users.findByUsername(username.trim());
    const passwordHash = user?.passwordHash ?? (await DUMMY_HASH_PROMISE);
    const valid = await checkCounted(attempt, () => this.passwords.verify(passwordHash, password));
    if (!user || !valid) {
      await attempt.failed();
      throw new ApiException(401, 'Incorrect username or password');
    }
    await this.secondFactor.check(user, code, attempt);
    await attempt.succeeded();
    if (needsRehash(user.passwordHash)) await this.users.replaceHash(user.id, await this.passwords.hash(password));
    if (presentedToken) await this.sessions.close(sessionTokenHash(presentedToken));
    const token = randomBytes(32).toString('base64url');
    await this.sessions.open(sessionTokenHash(token), user.id, new Date(Date.now() + this.config.session.lifetimeMs));
    return { user: sessionUser(user), token };
  }

  /** The operator of a live session: not past its lifetime, and used within the idle timeout. */
  async userForToken(token: string | null): Promise<SessionUser | null> {
    if (!token) return null;
    const hash = sessionTokenHash(token);
    const session = await this.sessions.findLive(hash, new Date(Date.now() - this.config.session.idleMs));
    if (!session) return null;
    if (Date.now() - session.lastSeenAt.getTime() >= MARK_SEEN_EVERY_MS) await this.sessions.markSeen(hash);
    return sessionUser(session.user);
  }

  /** Whether a request carries a live operator session (what the API description and health tell more to). */
  async isOperator(req: Request): Promise<boolean> {
    return (await this.userForToken(this.cookie.read(req))) !== null;
  }

  async signOut(token: string | null): Promise<void> {
    if (token) await this.sessions.close(sessionTokenHash(token));
  }

  /**
   * Sets a new password for the signed-in operator once the current one is confirmed (counted by the
   * sign-in limiter like a sign-in), and ends their other sessions; this one stays.
   */
  async changePassword(token: string | null, { currentPassword, newPassword }: PasswordChangePayload, address: string): Promise<void> {
    const signedIn = await this.userForToken(token);
    if (!signedIn || !token) throw new ApiException(401, 'Not signed in');
    if (isCommonPassword(newPassword)) throw badRequest(`newPassword: ${COMMON_PASSWORD_MESSAGE}`);
    const attempt = await this.limiter.take(signedIn.username, address);
    const user = await this.users.findByUsername(signedIn.username);
    if (!user || !(await checkCounted(attempt, () => this.passwords.verify(user.passwordHash, currentPassword)))) {
      await attempt.failed();
      throw new ApiException(403, 'The current password is incorrect');
    }
    await this.users.setPassword(user.id, await this.passwords.hash(newPassword), sessionTokenHash(token));
    // Addresses known under the old password are forgotten; this one, where the new one was set, stays known.
    await this.limiter.forgetKnownAddresses(signedIn.username);
    await attempt.succeeded();
  }

  /** Ends every session of the signed-in operator, on every device, this one included. */
  async signOutEverywhere(token: string | null): Promise<void> {
    const user = await this.userForToken(token);
    if (!user) throw new ApiException(401, 'Not signed in');
    await this.sessions.closeAllOf(user.id);
  }
}
