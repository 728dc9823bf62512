import { NOT_ME_MESSAGES, type NotMeRecorded } from '@caliber/contracts';
import { MailRecipientsRepository } from '@caliber/core';
import { NotMeTokens } from '@caliber/db';
import { Inject, Injectable } from '@nestjs/common';
import { badRequest } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** "This was not me" (docs/security.md, "Mail to strangers"): the address the signed link names joins the suppression list. */
@Injectable()
export class NotMeService {
  private readonly tokens: NotMeTokens;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly recipients: MailRecipientsRepository,
  ) {
    this.tokens = new NotMeTokens(config);
  }

  /** Twice is fine. */
  async record(token: string): Promise<NotMeRecorded> {
    const email = this.tokens.read(token);
    if (email === null) throw badRequest(NOT_ME_MESSAGES.invalidLink);
    await this.recipients.suppress(email);
    return { recorded: true };
  }
}
