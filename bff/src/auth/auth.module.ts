import { RecoveryCodeEntity, SessionEntity, SignInCounterEntity, UserEntity } from '@caliber/db';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminGuard } from './admin.guard.js';
import { AccountController } from './account.controller.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { PasswordChecks } from './password-checks.js';
import { SecondFactorRepository } from './second-factor.repository.js';
import { SecondFactorService } from './second-factor.service.js';
import { SessionCookie } from './session-cookie.js';
import { SessionsRepository } from './sessions.repository.js';
import { SignInCountersRepository } from './sign-in-counters.repository.js';
import { SignInLimiter } from './sign-in-limiter.js';
import { UsersRepository } from './users.repository.js';

/** Sessions of the back office and the operator's second factor: modules with admin routes import it for `AdminGuard`. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, SessionEntity, SignInCounterEntity, RecoveryCodeEntity])],
  controllers: [AuthController, AccountController],
  providers: [AuthService, SecondFactorService, SecondFactorRepository, PasswordChecks, SessionCookie, SignInLimiter, AdminGuard, UsersRepository, SessionsRepository, SignInCountersRepository],
  exports: [AuthService, AdminGuard, SessionCookie],
})
export class AuthModule {}
