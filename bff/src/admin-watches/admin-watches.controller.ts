import {
  watchFormSchema,
  watchInventoryQuerySchema,
  watchUpdateSchema,
  type Watch,
  type WatchFormPayload,
  type WatchInventoryQuery,
  type WatchPage,
  type WatchUpdatePayload,
} from '@caliber/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { IdPipe } from '../common/id.pipe.js';
import { AdminWatchesService } from './admin-watches.service.js';
import { ApiDoc } from '../api-description/api-doc.decorator.js';

@Controller('admin/watches')
@UseGuards(AdminGuard)
export class AdminWatchesController {
  constructor(private readonly watches: AdminWatchesService) {}

  @Get()
  @ApiDoc({
    summary: 'Every watch (no query), or one page of the inventory searched, filtered and sorted (any query parameter)',
    returns: {
      oneOf: [
        { title: 'Watch[]', description: 'Without query parameters: every watch, sold ones included, newest first.' },
        { title: 'WatchPage', description: 'With any query parameter: {items, total, page, pageSize}.' },
      ],
    },
  })
  list(@Query(new SchemaPipe(watchInventoryQuerySchema)) query: WatchInventoryQuery): Promise<Watch[] | WatchPage> {
    // The documented answer is the whole list; paging is asked for, so that answer stays as it was (docs/back-office.md).
    return Object.keys(query).length === 0 ? this.watches.list() : this.watches.page(query);
  }

  @Post()
  @HttpCode(201)
  @ApiDoc({ summary: 'Adds a watch', returns: 'Watch', errors: [409] })
  create(@Body(new SchemaPipe(watchFormSchema)) payload: WatchFormPayload): Promise<Watch> {
    return this.watches.create(payload);
  }

  @Put(':id')
  @ApiDoc({ summary: 'Replaces a watch, or edits one of its brand, model, reference, price, featured or availability', returns: 'Watch', errors: [409] })
  update(@Param('id', IdPipe) id: number, @Body(new SchemaPipe(watchUpdateSchema)) payload: WatchUpdatePayload): Promise<Watch> {
    return this.watches.update(id, payload);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiDoc({ summary: 'Deletes a watch', returns: null })
  remove(@Param('id', IdPipe) id: number): Promise<void> {
    return this.watches.remove(id);
  }
}
