import { SessionEntity, type UserEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Not, type Repository } from 'typeorm';

/** Sessions by the hash of their token (the token itself is only in the cookie). */
@Injectable()
export class SessionsRepository {
  constructor(@InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>) {}

  /** Opens a session, dropping the ones already expired. */
  async open(tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
    await this.sessions.insert({ tokenHash, userId, expiresAt });
    await this.sessions.delete({ expiresAt: LessThan(new Date()) });
  }

  /** A session that has not expired and was last used after `usedSince`, with its user. */
  async findLive(tokenHash: string, usedSince: Date): Promise<{ user: UserEntity; lastSeenAt: Date } | null> {
    // One statement: `findOne` with a relation reads the key first, then the row (every admin request comes here).
    const session = await this.sessions
      .createQueryBuilder('session')
      .innerJoinAndSelect('session.user', 'user')
      .where('session.tokenHash = :tokenHash AND session.expiresAt > :now AND session.lastSeenAt > :usedSince', { tokenHash, now: new Date(), usedSince })
      .getOne();
    return session?.user ? { user: session.user, lastSeenAt: session.lastSeenAt } : null;
  }

  async markSeen(tokenHash: string): Promise<void> {
    await this.sessions.update({ tokenHash }, { lastSeenAt: new Date() });
  }

  async close(tokenHash: string): Promise<void> {
    await this.sessions.delete({ tokenHash });
  }

  /** Ends every session of a user, except the one given (the session that asked). */
  async closeAllOf(userId: number, except: string | null = null): Promise<void> {
    await this.sessions.delete(except ? { userId, tokenHash: Not(except) } : { userId });
  }
}
