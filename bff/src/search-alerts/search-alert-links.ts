import { ROUTES } from '@caliber/contracts';
import { SearchAlertTokens, type SearchAlertConfirmation } from '@caliber/db';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** The signed links of search alerts as the BFF builds and checks them (docs/search-alerts.md). */
@Injectable()
export class SearchAlertLinks {
  readonly tokens: SearchAlertTokens;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.tokens = new SearchAlertTokens(config);
  }

  confirmUrl(request: SearchAlertConfirmation): string {
    return `${this.config.publicUrl}${ROUTES.confirmSearchAlert}?token=${this.tokens.confirmation(request)}`;
  }
}
