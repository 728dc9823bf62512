import { SessionEntity, SignInAttemptEntity, UserEntity } from '@caliber/db';
import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminGuard } from './admin.guard.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { SignInLimiter } from './sign-in-limiter.js';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, SessionEntity, SignInAttemptEntity])],
  controllers: [AuthController],
  providers: [AuthService, SignInLimiter, AdminGuard],
  exports: [AuthService, AdminGuard],
})
export class AuthModule {}
