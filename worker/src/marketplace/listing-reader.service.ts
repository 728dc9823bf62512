import type { JobPayloads, ListingPreview, ScrapedListing } from '@caliber/contracts';
import { PREVIEW_IMAGE_COUNT, toWatchDraft, type MarketplaceListing, type WatchDraft } from '@caliber/marketplace';
import { Inject, Injectable } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';
import { JobInputError } from '../queues/job-failure.js';
import { EbayClientsService } from './ebay-clients.service.js';
import { fieldsOf, missingFields } from './listing-fields.js';

/** Reads listings (Browse API, or the listing page without API keys) and maps them to watch fields. */
@Injectable()
export class ListingReaderService {
  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    private readonly clients: EbayClientsService,
  ) {}

  /** `apiOnly`: import by item id needs the API; by URL, the page is read when there are no keys. */
  read(itemId: string, apiOnly: boolean): Promise<MarketplaceListing> {
    if (apiOnly || this.clients.hasApi) return this.clients.api().getItemByLegacyId(itemId);
    return this.clients.web.getListing(itemId);
  }

  /**
   * The listing mapped to watch fields; `imageHost` rebuilds picture URLs on another host (the preview
   * shows them from `EBAY_IMAGE_BASE_URL`). Refused (400) when eBay gives no US dollar price.
   */
  draft(listing: MarketplaceListing, imageHost?: string): WatchDraft {
    const mapped = toWatchDraft(listing, imageHost ? { imageBaseUrl: imageHost } : {});
    if (!mapped.ok) throw new JobInputError(mapped.message);
    return mapped.draft;
  }

  async handlePreviewListing({ itemId }: JobPayloads['preview-listing']): Promise<ListingPreview> {
    const { pictures, ...preview } = await this.preview(itemId, true);
    return { ...preview, currency: 'USD', pictureURLs: pictures };
  }

  async handleScrapeListing({ itemId }: JobPayloads['scrape-listing']): Promise<ScrapedListing> {
    const { pictures, ...preview } = await this.preview(itemId, false);
    return { ...preview, images: pictures };
  }

  /** What both previews show: the listing's watch fields, its first pictures and what the import still lacks. */
  private async preview(itemId: string, apiOnly: boolean) {
    const listing = await this.read(itemId, apiOnly);
    const draft = this.draft(listing, this.config.ebay.imageBaseUrl);
    const fields = fieldsOf(draft);
    return {
      itemId,
      title: listing.title,
      ...fields,
      pictures: draft.imageUrls.slice(0, PREVIEW_IMAGE_COUNT),
      imageCount: draft.imageUrls.length,
      missingFields: missingFields(fields, draft.imageUrls.length),
    };
  }
}
