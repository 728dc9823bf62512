import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AdminViewingsController } from './admin-viewings.controller.js';
import { ViewingMailQueue } from './viewing-mail-queue.service.js';
import { ViewingsController } from './viewings.controller.js';
import { ViewingsService } from './viewings.service.js';

@Module({
  imports: [JobsModule, RateLimitModule, AuthModule],
  controllers: [ViewingsController, AdminViewingsController],
  providers: [ViewingsService, ViewingMailQueue],
})
export class ViewingsModule {}
