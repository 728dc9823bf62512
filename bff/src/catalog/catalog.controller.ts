import {
  watchCardsQuerySchema,
  watchCardsRequestOf,
  watchListQuerySchema,
  type Collection,
  type CollectionDetail,
  type Testimonial,
  type Watch,
  type WatchCardsPiece,
  type WatchCardsQuery,
  type WatchListQuery,
} from '@caliber/contracts';
import { Controller, Get, Param, Query, UseInterceptors } from '@nestjs/common';
import { SchemaPipe } from '../common/schema.pipe.js';
import { PublicCacheInterceptor } from '../cache/public-cache.interceptor.js';
import { CatalogService } from './catalog.service.js';
import { ApiDoc } from '../api-description/api-doc.decorator.js';
import { CountsAgainstRenderBudget } from '../rate-limit/render-budget.js';

@Controller()
@UseInterceptors(PublicCacheInterceptor)
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('collections')
  @ApiDoc({ summary: 'The collections, in display order', returns: 'Collection[]' })
  listCollections(): Promise<Collection[]> {
    return this.catalog.listCollections();
  }

  @Get('collections/:slug')
  @ApiDoc({ summary: 'A collection and its watches', returns: 'CollectionDetail' })
  getCollection(@Param('slug') slug: string): Promise<CollectionDetail> {
    return this.catalog.getCollection(slug);
  }

  @Get('watches')
  // A search the cache does not hold runs SQL: it counts against the client's render budget (docs/abuse-limits.md).
  @CountsAgainstRenderBudget()
  @ApiDoc({
    summary: 'Every watch newest first; with q, the watches matching it by brand (a typo forgiven), model, reference or collection, best first',
    returns: 'Watch[]',
  })
  listWatches(@Query(new SchemaPipe(watchListQuerySchema)) query: WatchListQuery): Promise<Watch[]> {
    return this.catalog.findWatches(query);
  }

  @Get('watch-cards')
  // A piece no cache holds is cut from the whole catalogue: it counts against the client's render budget (docs/abuse-limits.md).
  @CountsAgainstRenderBudget()
  @ApiDoc({
    summary:
      'A piece of a storefront list: the cards of every listed watch, a collection\'s (collection) or a search\'s matches (q), filtered and sorted as the page address says, from offset, at most limit; with the total, the filter choices of the whole list and the catalogue version',
    returns: 'WatchCardsPiece',
  })
  listWatchCards(@Query(new SchemaPipe(watchCardsQuerySchema)) query: WatchCardsQuery): Promise<WatchCardsPiece> {
    return this.catalog.listWatchCards(watchCardsRequestOf(query));
  }

  @Get('watches/featured')
  @ApiDoc({ summary: 'The featured watches', returns: 'Watch[]' })
  listFeaturedWatches(): Promise<Watch[]> {
    return this.catalog.listFeaturedWatches();
  }

  @Get('watches/:slug')
  @ApiDoc({ summary: 'A watch by its slug', returns: 'Watch' })
  getWatch(@Param('slug') slug: string): Promise<Watch> {
    return this.catalog.getWatch(slug);
  }

  @Get('watches/:slug/similar')
  @ApiDoc({
    summary: 'Up to 4 other available watches of the same brand or collection, nearest in price first; [] when none qualify',
    returns: 'Watch[]',
  })
  listSimilarWatches(@Param('slug') slug: string): Promise<Watch[]> {
    return this.catalog.listSimilarWatches(slug);
  }

  @Get('testimonials')
  @ApiDoc({ summary: 'What collectors say about the shop', returns: 'Testimonial[]' })
  listTestimonials(): Promise<Testimonial[]> {
    return this.catalog.listTestimonials();
  }
}
