import { Module } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';
import { createMailTransport, MAIL_TRANSPORT } from './mail-transport.js';
import { MailService } from './mail.service.js';
import { NotMeLinks } from './not-me-links.js';

/** How every e-mail leaves: the SMTP transport, the sender and the "this was not me" links (docs/mail.md). */
@Module({
  providers: [{ provide: MAIL_TRANSPORT, inject: [WORKER_CONFIG], useFactory: (config: WorkerConfig) => createMailTransport(config) }, MailService, NotMeLinks],
  exports: [MailService, NotMeLinks],
})
export class MailDeliveryModule {}
