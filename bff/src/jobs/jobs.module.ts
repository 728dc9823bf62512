import { Global, Module } from '@nestjs/common';
import { JobsController } from './jobs.controller.js';
import { JobsService } from './jobs.service.js';

/** The queues (docs/architecture.md); global so uploads and the marketplace enqueue through the one service. */
@Global()
@Module({
  controllers: [JobsController],
  providers: [JobsService],
  exports: [JobsService],
})
export class JobsModule {}
