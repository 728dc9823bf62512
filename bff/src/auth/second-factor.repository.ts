import { RecoveryCodeEntity, SessionEntity, UserEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, type Repository } from 'typeorm';

/** The operator's TOTP secret (sealed), the last step used, and their recovery codes' hashes (docs/security.md). */
@Injectable()
export class SecondFactorRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findUser(id: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  async setPendingSecret(userId: number, sealedSecret: string): Promise<void> {
    await this.users.update({ id: userId }, { totpPendingSecret: sealedSecret });
  }

  /**
   * Turns the pending secret on with the step of its first code and new recovery codes, ending the user's
   * other sessions (one opened with a stolen password ends here), in one transaction.
   */
  async confirm(userId: number, step: number, codeHashes: string[], keptSession: string): Promise<void> {
    await this.users.manager.transaction(async (manager) => {
      await manager.query(`UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = $2 WHERE id = $1`, [userId, step]);
      await manager.delete(RecoveryCodeEntity, { userId });
      await manager.insert(RecoveryCodeEntity, codeHashes.map((codeHash) => ({ userId, codeHash })));
      await manager.delete(SessionEntity, { userId, tokenHash: Not(keptSession) });
    });
  }

  /** Records a code's step as used; false when that step or a later one was used already (a replayed code). */
  async useStep(userId: number, step: number): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.users.query(
      `UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
      [userId, step],
    );
    return rows.length === 1;
  }

  /** Uses up a recovery code: true once, when it was one of the user's; it is gone afterwards. */
  async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.users.query(`DELETE FROM recovery_codes WHERE user_id = $1 AND code_hash = $2 RETURNING user_id`, [userId, codeHash]);
    return rows.length === 1;
  }

  /** No second factor any more: the secrets, the last step and the recovery codes go. */
  async turnOff(userId: number): Promise<void> {
    await this.users.manager.transaction(async (manager) => {
      await manager.update(UserEntity, { id: userId }, { totpSecret: null, totpPendingSecret: null, totpLastStep: null });
      await manager.delete(RecoveryCodeEntity, { userId });
    });
  }
}
