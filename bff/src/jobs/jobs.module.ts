import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { RedisModule } from '../redis/redis.module.js';
import { JobsController } from './jobs.controller.js';
import { JobsService } from './jobs.service.js';

/** Waiting for jobs and their status (docs/adding-a-job.md); the queues themselves are the core's (JobGateway). */
@Module({
  imports: [AuthModule, RedisModule],
  controllers: [JobsController],
  providers: [JobsService],
  exports: [JobsService],
})
export class JobsModule {}
