import { createTransport, type Transporter } from 'nodemailer';
import type { WorkerConfig } from '../config/worker.config.js';

/** The SMTP transport, or null when SMTP_URL is not set (no e-mail is sent then). */
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

// Bounded, so that a mail server that accepts the connection and then hangs fails the attempt (and is retried).
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailTransport(config: WorkerConfig): Transporter | null {
  return config.mail ? createTransport({ url: config.mail.smtpUrl, ...TIMEOUTS }) : null;
}
