import {
  absoluteImageUrl,
  alertSearchPath,
  alertWatchFilters,
  ALL_BRANDS,
  businessDetails,
  describeAlertSearch,
  describeCatalogueSearch,
  formatPrice,
  ROUTES,
  tokenLink,
  type JobPayloads,
  type MailResult,
} from '@caliber/contracts';
import { SearchAlertTokens, type SearchAlertEntity, type WatchEntity } from '@caliber/db';
import { SearchAlertsRepository } from '@caliber/core';
import { Inject, Injectable } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';
import { MailService } from '../mail/mail.service.js';
import { NotMeLinks } from '../mail/not-me-links.js';
import { searchAlertConfirmationMail, searchAlertDigestMail, searchAlertManageLinkMail, type MailedAlert } from './search-alert-mails.js';

const SKIPPED: MailResult = { outcome: 'skipped', messageId: null };

/** The search alerts' e-mails: a sign-up's confirmation, and the watches that arrived (docs/search-alerts.md). */
@Injectable()
export class SearchAlertMailJobsService {
  private readonly tokens: SearchAlertTokens;

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    private readonly mail: MailService,
    private readonly alerts: SearchAlertsRepository,
    private readonly notMe: NotMeLinks,
  ) {
    this.tokens = new SearchAlertTokens(config);
  }

  /**
   * Skipped when the sign-up was forgotten or deleted, or is confirmed already. The search is told in the
   * catalogue's words only: the address has not confirmed, so nothing its sender typed goes in (docs/security.md).
   */
  async handleConfirm({ alertId, confirmUrl }: JobPayloads['confirm-search-alert']): Promise<MailResult> {
    const alert = await this.alerts.findById(alertId);
    if (!alert || alert.confirmedAt) return SKIPPED;
    const search = { q: alert.searchText, filters: alert.filters };
    const brand = alertWatchFilters(alert.filters).brand;
    const catalogueBrand = brand === ALL_BRANDS ? null : await this.alerts.catalogueBrand(brand);
    const description = describeCatalogueSearch(search, alert.collection?.name ?? null, catalogueBrand);
    const links = { confirmUrl, manageUrl: this.manageUrl(alert.email), notMeUrl: this.notMe.url(alert.email) };
    return this.mail.send(searchAlertConfirmationMail(alert.email, description, links, businessDetails(this.config.business)));
  }

  /** Skipped when every alert it names was deleted meanwhile, or none of its watches is still for sale. */
  async handleDigest({ email, matches }: JobPayloads['search-alert-digest']): Promise<MailResult> {
    const alerts = await this.alerts.findByIds(matches.map(({ alertId }) => alertId));
    const mailed: MailedAlert[] = [];
    for (const alert of alerts.filter((found) => found.email === email && found.confirmedAt)) {
      const watchIds = matches.find(({ alertId }) => alertId === alert.id)?.watchIds ?? [];
      const watches = await this.alerts.findUnsoldWatches(watchIds);
      if (watches.length > 0) mailed.push(this.mailedAlert(alert, watches));
    }
    if (mailed.length === 0) return SKIPPED;
    return this.mail.send(searchAlertDigestMail(email, mailed, this.manageUrl(email), businessDetails(this.config.business)));
  }

  /** A new manage link, asked for from an expired one's page; skipped when the address has no alert left. */
  async handleManageLink({ email }: JobPayloads['search-alert-manage-link']): Promise<MailResult> {
    if ((await this.alerts.findByEmail(email)).length === 0) return SKIPPED;
    return this.mail.send(searchAlertManageLinkMail(email, this.manageUrl(email), businessDetails(this.config.business)));
  }

  private mailedAlert(alert: SearchAlertEntity, watches: WatchEntity[]): MailedAlert {
    return {
      description: this.describe(alert),
      searchUrl: this.absolute(alertSearchPath({ q: alert.searchText, filters: alert.filters }, alert.collection?.slug ?? null)),
      unsubscribeUrl: this.absolute(tokenLink(ROUTES.unsubscribeSearchAlert, this.tokens.unsubscribe(alert.id))),
      watches: watches.map((watch) => ({
        name: [watch.brand, watch.model, watch.reference && `Ref. ${watch.reference}`].filter(Boolean).join(' '),
        price: formatPrice(watch.price),
        url: this.absolute(ROUTES.watch(watch.slug)),
        imageUrl: absoluteImageUrl(watch.imageUrl, this.config.publicUrl, this.config.storage.publicUrl),
      })),
    };
  }

  private describe(alert: SearchAlertEntity): string {
    return describeAlertSearch({ q: alert.searchText, filters: alert.filters }, alert.collection?.name ?? null);
  }

  private manageUrl(email: string): string {
    return this.absolute(tokenLink(ROUTES.manageSearchAlerts, this.tokens.manage(email)));
  }

  private absolute(path: string): string {
    return new URL(path, this.config.publicUrl).toString();
  }
}
