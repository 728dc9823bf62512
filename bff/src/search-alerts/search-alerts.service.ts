import {
  alertCollectionSlug,
  alertSearchOf,
  alertSearchPath,
  describeAlertSearch,
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
import { Injectable } from '@nestjs/common';
import { badRequest, gone } from '../common/api-error.js';
import { MailQueueService } from '../mail/mail-queue.service.js';
import { SearchAlertLinks } from './search-alert-links.js';

/** Search alerts' sign-up with double opt-in, their page behind a signed link, and the back office's list (docs/search-alerts.md). */
@Injectable()
export class SearchAlertsService {
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
    const request = await this.alerts.requestConfirmation(payload.email.trim().toLowerCase(), search, collection?.id ?? null, new Date());
    if (request) void this.mail.confirmSearchAlert(request.id, this.links.confirmUrl(request));
    return { requested: true };
  }

  /** The confirmation link's button: from now on, watches that become available are matched. Clicking twice is fine. */
  async confirm(token: string): Promise<SearchAlertConfirmed> {
    const request = this.links.tokens.readConfirmation(token);
    if (!request || !(await this.alerts.confirm(request, new Date()))) throw badRequest(SEARCH_ALERT_MESSAGES.invalidConfirmation);
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

  /** The address of a manage token signed here less than 30 days ago; 410 when older, or from before tokens had a time. */
  private emailOf(token: string, now = new Date()): string {
    const manage = this.links.tokens.readManage(token);
    if (manage === null) throw badRequest(SEARCH_ALERT_MESSAGES.invalidLink);
    if (manage.issuedAt === null || now.getTime() - manage.issuedAt.getTime() > SEARCH_ALERTS.manageLinkMs) throw gone(SEARCH_ALERT_MESSAGES.expiredManageLink);
    return manage.email;
  }
}
