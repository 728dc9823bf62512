import {
  alertCollectionSlug,
  alertSearchOf,
  alertSearchPath,
  describeAlertSearch,
  normalizeEmail,
  SEARCH_ALERT_MESSAGES,
  SEARCH_ALERTS,
  type ManagedSearchAlerts,
  type SearchAlertConfirmed,
  type SearchAlertDeleted,
  type SearchAlertGroup,
  type SearchAlertManageLinkSent,
  type SearchAlertPayload,
  type SearchAlertRequested,
} from '@caliber/contracts';
import { CollectionsRepository, SearchAlertsRepository } from '@caliber/core';
import type { SearchAlertConfirmation } from '@caliber/db';
import { Injectable, Logger } from '@nestjs/common';
import { badRequest, conflict, gone } from '../common/api-error.js';
import { MailQueueService } from '../mail/mail-queue.service.js';
import { SearchAlertLinks } from './search-alert-links.js';

/** Search alerts' sign-up with double opt-in, their page behind a signed link, and the back office's list (docs/search-alerts.md). */
@Injectable()
export class SearchAlertsService {
  private readonly logger = new Logger('SearchAlerts');

  constructor(
    private readonly alerts: SearchAlertsRepository,
    private readonly collections: CollectionsRepository,
    private readonly links: SearchAlertLinks,
    private readonly mail: MailQueueService,
  ) {}

  /**
   * Stores the alert pending and sends one confirmation e-mail. The same answer, after the same work,
   * whether the address is new, pending or has the alert already: the e-mail is queued without waiting.
   */
  async request(payload: SearchAlertPayload): Promise<SearchAlertRequested> {
    const search = alertSearchOf(payload);
    const slug = alertCollectionSlug(payload.collection);
    if (!search.q && !search.filters && !slug) throw badRequest(SEARCH_ALERT_MESSAGES.nothingToWatch);
    const collection = slug ? await this.collections.findBySlug(slug) : null;
    if (slug && !collection) throw badRequest(SEARCH_ALERT_MESSAGES.unknownCollection(slug));
    const email = normalizeEmail(payload.email);
    const request = await this.alerts.requestConfirmation(email, search, collection?.id ?? null, new Date());
    if (request) void this.sendConfirmation(email, request);
    return { requested: true };
  }

  /** The confirmation link's button: from now on, watches that become available are matched. Clicking twice is fine. */
  async confirm(token: string): Promise<SearchAlertConfirmed> {
    const request = this.links.tokens.readConfirmation(token);
    const outcome = request ? await this.alerts.confirm(request, new Date()) : 'void';
    if (outcome === 'void') throw badRequest(SEARCH_ALERT_MESSAGES.invalidConfirmation);
    // Only the address's owner holds the link: telling them of the cap tells no one else anything.
    if (outcome === 'full') throw conflict(SEARCH_ALERT_MESSAGES.tooManyAlerts);
    return { confirmed: true };
  }

  /** One click from an alert's e-mail, no sign-in: the signed token is the proof. An alert deleted already is gone. */
  async unsubscribe(token: string): Promise<SearchAlertDeleted> {
    const id = this.links.tokens.readUnsubscribe(token);
    if (id === null) throw badRequest(SEARCH_ALERT_MESSAGES.invalidLink);
    await this.alerts.delete(id);
    return { deleted: true };
  }

  /** Every alert of the address the token names. */
  async list(token: string): Promise<ManagedSearchAlerts> {
    const email = this.emailOf(token);
    const alerts = await this.alerts.findByEmail(email);
    return {
      email,
      alerts: alerts.map((alert) => {
        const search = { q: alert.searchText, filters: alert.filters };
        return {
          id: alert.id,
          description: describeAlertSearch(search, alert.collection?.name ?? null),
          searchPath: alertSearchPath(search, alert.collection?.slug ?? null),
          confirmed: alert.confirmedAt !== null,
          createdAt: alert.createdAt.toISOString(),
        };
      }),
    };
  }

  /** Deletes one of the address's alerts; another address's alert is left alone. */
  async delete(id: number, token: string): Promise<SearchAlertDeleted> {
    await this.alerts.delete(id, this.emailOf(token));
    return { deleted: true };
  }

  /**
   * An expired manage link's page asks for a new one: it is mailed to the address the old token names,
   * never to one given here, so the answer tells nobody anything. A token that was not signed here is refused.
   */
  async sendManageLink(token: string): Promise<SearchAlertManageLinkSent> {
    const manage = this.links.tokens.readManage(token);
    if (manage === null) throw badRequest(SEARCH_ALERT_MESSAGES.invalidLink);
    void this.mail.searchAlertManageLink(manage.email);
    return { sent: true };
  }

  /** The back office's view: what collectors wait for, most wanted first. */
  async groups(): Promise<SearchAlertGroup[]> {
    return (await this.alerts.groupBySearch()).map((row) => {
      const search = { q: row.search_text, filters: row.filters };
      return {
        description: describeAlertSearch(search, row.collection_name),
        q: row.search_text,
        collection: row.collection_name,
        filters: row.filters,
        searchPath: alertSearchPath(search, row.collection_slug),
        confirmedAddresses: row.confirmed,
        pendingAddresses: row.pending,
        latestAt: new Date(row.latest_at).toISOString(),
      };
    });
  }

  /**
   * Queued after the answer, so neither its answer nor its time tells what happened: nothing for an address
   * with a full set of confirmed alerts, and the mail queue's own checks (suppression, confirmation budget).
   */
  private async sendConfirmation(email: string, request: SearchAlertConfirmation): Promise<void> {
    try {
      if ((await this.alerts.countConfirmed(email)) >= SEARCH_ALERTS.confirmedPerAddress) return;
      await this.mail.confirmSearchAlert(email, request.id, this.links.confirmUrl(request));
    } catch (error) {
      this.logger.warn(`Could not queue the confirmation of search alert ${request.id}: ${(error as Error).message}`);
    }
  }

  /** The address of a manage token signed here less than 30 days ago; 410 when older, or from before tokens had a time. */
  private emailOf(token: string, now = new Date()): string {
    const manage = this.links.tokens.readManage(token);
    if (manage === null) throw badRequest(SEARCH_ALERT_MESSAGES.invalidLink);
    if (manage.issuedAt === null || now.getTime() - manage.issuedAt.getTime() > SEARCH_ALERTS.manageLinkMs) throw gone(SEARCH_ALERT_MESSAGES.expiredManageLink);
    return manage.email;
  }
}
