import type { Watch } from '@caliber/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHash, type Hash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { etagOfHash, freshCompressor, preferredEncoding, PUBLIC_CACHE_CONTROL } from '../cache/public-cache.middleware.js';
import { PublicCacheService } from '../cache/public-cache.service.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { secondsToWait, TooManyRequests } from '../common/api-error.js';
import { clientAddress } from '../common/client-address.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ClientLimits } from '../rate-limit/client-limits.js';
import { renderBudgetRefusal } from '../rate-limit/render-budget.js';
import { FEED_TAIL, feedHead, feedItems } from './merchant-feed.js';
import { XML_TYPE } from './xml.js';

/** Watches read from PostgreSQL at a time: the most of the catalogue a feed being sent holds in memory. */
export const FEED_PAGE_SIZE = 1000;

/**
 * Streams the merchant feed (docs/merchant-feed.md, "Streamed"): a page of watches is read only when the
 * client has taken the one before, so neither the catalogue nor the file is ever whole in memory.
 */
@Injectable()
export class MerchantFeedService {
  private readonly logger = new Logger('MerchantFeed');
  /** The ETag of the last feed sent whole, and the catalogue generation it was read in. */
  private lastSent: { generation: number; etag: string } | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: CatalogService,
    private readonly cache: PublicCacheService,
    private readonly limits: ClientLimits,
  ) {}

  async send(req: Request, res: Response): Promise<void> {
    const generation = this.cache.currentGeneration();
    // Known once a whole feed has been sent since the catalogue last changed: the hash of those bytes.
    const etag = this.lastSent?.generation === generation ? this.lastSent.etag : undefined;
    const headers: Record<string, string> = { 'Cache-Control': PUBLIC_CACHE_CONTROL, Vary: 'Accept-Encoding', ...(etag && { ETag: etag }) };
    if (etag && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const encoding = preferredEncoding(req);
    headers['Content-Type'] = XML_TYPE;
    if (encoding) headers['Content-Encoding'] = encoding;
    if (req.method === 'HEAD') {
      res.writeHead(200, headers).end();
      return;
    }
    const budget = await this.limits.takeRender(clientAddress(req));
    if (!budget.allowed) {
      const wait = secondsToWait(budget.retryAfterMs);
      throw new TooManyRequests(wait, renderBudgetRefusal(wait));
    }
    const pages = this.catalog.listWatchesInPages(FEED_PAGE_SIZE);
    // Read before the 200 is sent: a failure to read the first page is still answered with its status.
    const first = await pages.next();
    res.writeHead(200, headers);
    const sha1 = createHash('sha1');
    const body = Readable.from(this.chunks(first, pages, sha1), { objectMode: false });
    try {
      await (encoding ? pipeline(body, freshCompressor(encoding), res) : pipeline(body, res));
    } catch (error) {
      // The 200 is gone: the connection is closed without the feed's end, so no reader takes a shorter file for the whole.
      res.destroy();
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') this.logger.error(`The merchant feed was cut short: ${(error as Error).stack ?? String(error)}`);
      return;
    }
    if (generation === this.cache.currentGeneration()) this.lastSent = { generation, etag: etagOfHash(sha1) };
  }

  /** The feed's bytes, a page of watches at a time, each piece hashed for the ETag as it goes. */
  private async *chunks(first: IteratorResult<Watch[]>, rest: AsyncGenerator<Watch[]>, sha1: Hash): AsyncGenerator<Buffer> {
    const { publicUrl } = this.config;
    const imageHost = this.config.storage.publicUrl;
    const hashed = (text: string) => {
      const bytes = Buffer.from(text);
      sha1.update(bytes);
      return bytes;
    };
    yield hashed(feedHead(publicUrl));
    if (!first.done) yield hashed(feedItems(publicUrl, imageHost, first.value));
    for await (const watches of rest) yield hashed(feedItems(publicUrl, imageHost, watches));
    yield hashed(FEED_TAIL);
  }
}
