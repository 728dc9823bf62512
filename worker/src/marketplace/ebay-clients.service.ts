import { BrowseClient, EbayWebClient, type FetchFunction } from '@caliber/marketplace';
import { Inject, Injectable } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';
import { JobInputError } from '../queues/job-failure.js';
import { EBAY_FETCH } from './ebay-fetch.js';
import { EbayUserTokenService } from './ebay-user-token.service.js';

/** The eBay clients, built once: Browse only when the API keys are set; pages and pictures always. */
@Injectable()
export class EbayClientsService {
  readonly web: EbayWebClient;
  private readonly browse: BrowseClient | null;

  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig, @Inject(EBAY_FETCH) fetch: FetchFunction, userToken: EbayUserTokenService) {
    const { clientId, clientSecret, apiBaseUrl, webBaseUrl, imageBaseUrl } = config.ebay;
    this.web = new EbayWebClient({ webBaseUrl, imageBaseUrl, fetch });
    this.browse =
      clientId && clientSecret
        ? new BrowseClient({ apiBaseUrl, clientId, clientSecret, fetch, userAccessToken: () => userToken.accessToken() })
        : null;
  }

  get hasApi(): boolean {
    return this.browse !== null;
  }

  /** The Browse client; a 409 failure naming the settings when the keys are not set. */
  api(): BrowseClient {
    if (!this.browse) throw new JobInputError('This import needs eBay API credentials: set EBAY_CLIENT_ID and EBAY_CLIENT_SECRET for the worker', 409);
    return this.browse;
  }
}
