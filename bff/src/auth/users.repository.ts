import { SessionEntity, UserEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, type Repository } from 'typeorm';

@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ username });
  }

  /** A new password: stores its hash and ends every session of the user but `keptSession`, in one transaction. */
  async setPassword(id: number, passwordHash: string, keptSession: string): Promise<void> {
    await this.users.manager.transaction(async (manager) => {
      await manager.update(UserEntity, { id }, { passwordHash });
      await manager.delete(SessionEntity, { userId: id, tokenHash: Not(keptSession) });
    });
  }

  /** Stores a new hash of the same password (stronger costs); sessions stay, the password did not change. */
  async replaceHash(id: number, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }
}
