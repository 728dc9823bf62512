import type { MailResult } from '@caliber/contracts';
import { MailRecipientsRepository } from '@caliber/core';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';
import { countEmail } from '../metrics/worker-metrics.js';
import { JobInputError } from '../queues/job-failure.js';
import type { MailContent } from './mail-texts.js';
import { MAIL_TRANSPORT } from './mail-transport.js';

export const MAIL_OFF = 'E-mail is off: SMTP_URL is not set for the worker';

/**
 * Sends one e-mail over SMTP; a failure (server down, refused) throws, and the job is retried. An address
 * that said "this was not me" is sent nothing, whatever the e-mail (docs/security.md, "Mail to strangers").
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: Transporter | null,
    private readonly recipients: MailRecipientsRepository,
  ) {}

  get enabled(): boolean {
    return this.transport !== null;
  }

  /** 'sent' with the message id the server accepted, or 'skipped' for a suppressed address. */
  async send(mail: MailContent): Promise<MailResult> {
    if (!this.transport || !this.config.mail) throw new JobInputError(MAIL_OFF, 503);
    if (await this.recipients.isSuppressed(mail.to)) {
      this.logger.log(`Sent nothing to an address that said "this was not me": ${mail.subject}`);
      return { outcome: 'skipped', messageId: null };
    }
    const info = await countEmail(
      this.transport.sendMail({
      from: this.config.mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.unsubscribeUrl ? { list: { unsubscribe: mail.unsubscribeUrl } } : {}),
      ...(mail.attachments ? { attachments: mail.attachments } : {}),
      }),
    );
    return { outcome: 'sent', messageId: String(info.messageId) };
  }
}
