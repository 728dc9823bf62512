import { SECOND_FACTOR_REQUIRED, type RecoveryCodes, type SessionUser, type TotpEnrolment } from '@caliber/contracts';
import { openSecret, resolveTokenKey, sealSecret, type UserEntity } from '@caliber/db';
import { Inject, Injectable } from '@nestjs/common';
import { ApiException, conflict } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PasswordChecks } from './password-checks.js';
import { SecondFactorRepository } from './second-factor.repository.js';
import { sessionTokenHash } from './session-cookie.js';
import { checkCounted, SignInLimiter } from './sign-in-limiter.js';
import { isTotpCode, newRecoveryCodes, newTotpSecret, normaliseCode, recoveryCodeHash, totpStep } from './totp.js';

const WRONG_CODE = 'The code is not right: enter the current one from your authenticator app, or one of your recovery codes';

/**
 * The operator's second factor (docs/security.md): TOTP enrolled from the back office with ten one-time
 * recovery codes, asked for at sign-in once confirmed. Every code checked counts as a sign-in try.
 */
@Injectable()
export class SecondFactorService {
  private key: Buffer | undefined;

  constructor(
    private readonly repository: SecondFactorRepository,
    private readonly limiter: SignInLimiter,
    private readonly passwords: PasswordChecks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new secret for the signed-in operator, once their password is confirmed; it is on only after {@link confirm}. */
  async enrol(signedIn: SessionUser, password: string, address: string): Promise<TotpEnrolment> {
    const user = await this.account(signedIn);
    if (user.totpSecret) throw conflict('The second factor is on already: turn it off first to enrol another authenticator');
    const attempt = await this.limiter.take(user.username, address);
    if (!(await checkCounted(attempt, () => this.passwords.verify(user.passwordHash, password)))) {
      await attempt.failed();
      throw new ApiException(403, 'The password is incorrect');
    }
    await attempt.succeeded();
    const enrolment = newTotpSecret(user.username);
    await this.repository.setPendingSecret(user.id, sealSecret(enrolment.secret, this.tokenKey()));
    return enrolment;
  }

  /** Turns the second factor on with the authenticator's first code; answers the recovery codes, shown this once. */
  async confirm(signedIn: SessionUser, code: string, address: string, sessionToken: string): Promise<RecoveryCodes> {
    const user = await this.account(signedIn);
    if (!user.totpPendingSecret) throw conflict('Start the enrolment first: there is no new secret to confirm');
    const attempt = await this.limiter.take(user.username, address);
    const secret = this.opened(user.totpPendingSecret);
    if (secret === null) throw conflict('The new secret can no longer be read here (SESSION_SECRET changed): start the enrolment again');
    const step = isTotpCode(normaliseCode(code)) ? totpStep(secret, normaliseCode(code)) : null;
    if (step === null) {
      await attempt.failed();
      throw new ApiException(403, 'The code is not right: enter the current one from your authenticator app');
    }
    await attempt.succeeded();
    const recoveryCodes = newRecoveryCodes();
    await this.repository.confirm(user.id, step, recoveryCodes.map(recoveryCodeHash), sessionTokenHash(sessionToken));
    return { recoveryCodes };
  }

  /** Turns the second factor off with a current code or a recovery code. */
  async turnOff(signedIn: SessionUser, code: string, address: string): Promise<void> {
    const user = await this.account(signedIn);
    if (!user.totpSecret) throw conflict('The second factor is not on');
    const attempt = await this.limiter.take(user.username, address);
    if (!(await this.accepts(user, code))) {
      await attempt.failed();
      throw new ApiException(403, WRONG_CODE);
    }
    await attempt.succeeded();
    await this.repository.turnOff(user.id);
  }

  /**
   * At sign-in, after the password was found right (the try is counted already): passes when the operator has
   * no second factor, or the code is a current one not used before, or one of their recovery codes (used up).
   * A missing code gives the try back and answers 401 `second_factor_required`; a wrong one is a failed try.
   */
  async check(user: UserEntity, code: string | undefined, attempt: { failed(): Promise<void>; refused(): Promise<void> }): Promise<void> {
    if (!user.totpSecret) return;
    if (code === undefined) {
      await attempt.refused();
      throw new ApiException(401, 'Enter the code from your authenticator app, or one of your recovery codes', SECOND_FACTOR_REQUIRED);
    }
    if (!(await this.accepts(user, code))) {
      await attempt.failed();
      throw new ApiException(401, WRONG_CODE);
    }
  }

  private async accepts(user: UserEntity, typed: string): Promise<boolean> {
    const code = normaliseCode(typed);
    if (!isTotpCode(code)) return this.repository.useRecoveryCode(user.id, recoveryCodeHash(code));
    const secret = this.opened(user.totpSecret!);
    const step = secret === null ? null : totpStep(secret, code);
    return step !== null && (await this.repository.useStep(user.id, step));
  }

  /** The secret, or null when this key cannot open it (SESSION_SECRET changed): then only recovery codes work. */
  private opened(sealed: string): string | null {
    try {
      return openSecret(sealed, this.tokenKey());
    } catch {
      return null;
    }
  }

  private async account(signedIn: SessionUser): Promise<UserEntity> {
    const user = await this.repository.findUser(signedIn.id);
    if (!user) throw new ApiException(401, 'Not signed in');
    return user;
  }

  /** The key that seals eBay tokens at rest seals the TOTP secrets too (docs/security.md). */
  private tokenKey(): Buffer {
    return (this.key ??= resolveTokenKey({ sessionSecret: this.config.sessionSecret, secretsDir: this.config.secretsDir }));
  }
}
