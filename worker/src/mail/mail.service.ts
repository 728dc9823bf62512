import { Inject, Injectable } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';
import { countEmail } from '../metrics/worker-metrics.js';
import { JobInputError } from '../queues/job-failure.js';
import type { MailContent } from './mail-texts.js';
import { MAIL_TRANSPORT } from './mail-transport.js';

export const MAIL_OFF = 'E-mail is off: SMTP_URL is not set for the worker';

/** Sends one e-mail over SMTP; a failure (server down, refused) throws, and the job is retried. */
@Injectable()
export class MailService {
  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: Transporter | null,
  ) {}

  get enabled(): boolean {
    return this.transport !== null;
  }

  /** The message id the server accepted. */
  async send(mail: MailContent): Promise<string> {
    if (!this.transport || !this.config.mail) throw new JobInputError(MAIL_OFF, 503);
    const info = await countEmail(
      this.transport.sendMail({
      from: this.config.mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.unsubscribeUrl ? { list: { unsubscribe: mail.unsubscribeUrl } } : {}),
      }),
    );
    return String(info.messageId);
  }
}
