import type { LoginPayload, SessionUser } from '@caliber/contracts';
import { SessionEntity, UserEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { MoreThan, LessThan, type Repository } from 'typeorm';
import { ApiException } from '../common/api-error.js';
import { DUMMY_HASH_PROMISE, verifyPassword } from './passwords.js';
import { SESSION_TTL_MS } from './session-cookie.js';
import { SignInLimiter } from './sign-in-limiter.js';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    private readonly limiter: SignInLimiter,
  ) {}

  /** Checks the credentials and opens a session; the token goes into the cookie, only its hash is stored. */
  async signIn({ username, password }: LoginPayload, address: string): Promise<{ user: SessionUser; token: string }> {
    const wait = await this.limiter.retryAfterSeconds(address, username);
    if (wait > 0) {
      throw new ApiException(429, `Too many failed sign-ins. Try again in ${Math.ceil(wait / 60)} minute${wait > 60 ? 's' : ''}.`);
    }
    const user = await this.users.findOneBy({ username: username.trim() });
    const valid = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH_PROMISE), password);
    if (!user || !valid) {
      await this.limiter.recordFailure(address, username);
      throw new ApiException(401, 'Incorrect username or password');
    }
    await this.limiter.clear(address, username);
    const token = randomBytes(32).toString('base64url');
    await this.sessions.insert({ tokenHash: tokenHash(token), userId: user.id, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
    await this.sessions.delete({ expiresAt: LessThan(new Date()) });
    return { user: { id: user.id, username: user.username }, token };
  }

  async userForToken(token: string | null): Promise<SessionUser | null> {
    if (!token) return null;
    const session = await this.sessions.findOne({
      where: { tokenHash: tokenHash(token), expiresAt: MoreThan(new Date()) },
      relations: { user: true },
    });
    return session?.user ? { id: session.user.id, username: session.user.username } : null;
  }

  async signOut(token: string | null): Promise<void> {
    if (token) await this.sessions.delete({ tokenHash: tokenHash(token) });
  }
}
