import { businessDetails, MARKETPLACE_NAME, type RuntimeConfig } from '@caliber/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** The runtime config the front-ends start with: served, put in every page, and rendered with on the server. */
@Injectable()
export class RuntimeConfigService {
  readonly runtimeConfig: RuntimeConfig;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.runtimeConfig = {
      remotes: config.remoteUrls,
      analyticsId: config.analyticsId,
      analyticsScriptUrl: config.analyticsScriptUrl,
      marketplaceName: MARKETPLACE_NAME,
      publicUrl: config.publicUrl,
      imageHost: config.storage.publicUrl,
      business: businessDetails(config.business),
    };
  }
}
