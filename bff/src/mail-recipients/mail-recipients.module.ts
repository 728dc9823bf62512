import { Module } from '@nestjs/common';
import { NotMeController } from './not-me.controller.js';
import { NotMeService } from './not-me.service.js';

/** Who the shop may write to: the "this was not me" link of confirmation e-mails (docs/security.md). */
@Module({ controllers: [NotMeController], providers: [NotMeService] })
export class MailRecipientsModule {}
