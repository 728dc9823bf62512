import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { MailQueueService } from './mail-queue.service.js';

/** E-mail the worker sends: the operator's alerts and subscribers' welcomes (docs/mail.md). */
@Module({ imports: [JobsModule], providers: [MailQueueService], exports: [MailQueueService] })
export class MailModule {}
