import { businessDetails, ROUTES, tokenLink, viewingWatchLabel, type JobPayloads, type MailResult } from '@caliber/contracts';
import { ViewingsRepository } from '@caliber/core';
import { ViewingTokens, type ViewingEntity } from '@caliber/db';
import { Inject, Injectable } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';
import { MailService } from '../mail/mail.service.js';
import { viewingInvitation } from '../mail/viewing-invitation.js';
import { viewingBookedMail, viewingCancelledMail, viewingReminderMail, type MailedViewing } from '../mail/viewing-mails.js';

const SKIPPED: MailResult = { outcome: 'skipped', messageId: null };

/** The viewings' e-mails (docs/viewings.md): each checks the viewing again, so a cancelled or moved one is told nothing stale. */
@Injectable()
export class ViewingMailJobsService {
  private readonly tokens: ViewingTokens;

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    private readonly mail: MailService,
    private readonly viewings: ViewingsRepository,
  ) {
    this.tokens = new ViewingTokens(config);
  }

  /** Skipped when the viewing was cancelled meanwhile. */
  async handleBooked({ viewingId, rescheduled }: JobPayloads['viewing-booked']): Promise<MailResult> {
    const viewing = await this.viewings.findById(viewingId);
    if (!viewing || viewing.status !== 'booked') return SKIPPED;
    const mailed = this.mailed(viewing);
    const business = businessDetails(this.config.business);
    const invitation = viewingInvitation({
      uid: `viewing-${viewing.id}@${new URL(this.config.publicUrl).hostname}`,
      // Seconds since booking: a later time always carries a higher sequence.
      sequence: Math.floor((Date.now() - viewing.createdAt.getTime()) / 1000),
      start: viewing.startAt,
      end: viewing.endAt,
      timeZone: this.config.businessTimezone,
      summary: `${business.name} viewing${mailed.watch ? `: ${mailed.watch}` : ''}`,
      description: `Your viewing at ${business.name}. To move or cancel it: ${mailed.rescheduleUrl}`,
      location: business.address.display,
      url: mailed.rescheduleUrl,
      now: new Date(),
    });
    return this.mail.send(viewingBookedMail(mailed, rescheduled, invitation, business));
  }

  /** Sent only while the viewing is booked at the time it was queued for: cancelled or moved, it is skipped. */
  async handleReminder({ viewingId, start }: JobPayloads['viewing-reminder']): Promise<MailResult> {
    const viewing = await this.viewings.findById(viewingId);
    if (!viewing || viewing.status !== 'booked' || viewing.startAt.getTime() !== Date.parse(start)) return SKIPPED;
    return this.mail.send(viewingReminderMail(this.mailed(viewing), businessDetails(this.config.business)));
  }

  async handleCancelled({ viewingId }: JobPayloads['viewing-cancelled']): Promise<MailResult> {
    const viewing = await this.viewings.findById(viewingId);
    if (!viewing || viewing.status !== 'cancelled') return SKIPPED;
    return this.mail.send(viewingCancelledMail(this.mailed(viewing), this.url(ROUTES.contact), businessDetails(this.config.business)));
  }

  private mailed(viewing: ViewingEntity): MailedViewing {
    const token = this.tokens.sign(viewing.id);
    const named = viewing.watchId !== null || viewing.watchBrand !== null;
    return {
      email: viewing.email,
      name: viewing.name,
      start: viewing.startAt,
      timeZone: this.config.businessTimezone,
      watch: named ? viewingWatchLabel({ brand: viewing.watchBrand, model: viewing.watchModel, reference: viewing.watchReference }) : null,
      rescheduleUrl: this.url(tokenLink(ROUTES.rescheduleViewing, token)),
      cancelUrl: this.url(tokenLink(ROUTES.cancelViewing, token)),
    };
  }

  private url(path: string): string {
    return new URL(path, this.config.publicUrl).toString();
  }
}
