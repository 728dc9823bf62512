import { collectionFormSchema, reorderSchema, type Collection, type CollectionFormPayload, type ReorderPayload } from '@caliber/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard.js';
import { IdPipe } from '../common/id.pipe.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { AdminCollectionsService } from './admin-collections.service.js';
import { ApiDoc } from '../api-description/api-doc.decorator.js';

@Controller('admin/collections')
@UseGuards(AdminGuard)
export class AdminCollectionsController {
  constructor(private readonly collections: AdminCollectionsService) {}

  @Get()
  @ApiDoc({ summary: 'Every collection, in display order', returns: 'Collection[]' })
  list(): Promise<Collection[]> {
    return this.collections.list();
  }

  @Post()
  @HttpCode(201)
  @ApiDoc({ summary: 'Adds a collection', returns: 'Collection', errors: [409] })
  create(@Body(new SchemaPipe(collectionFormSchema)) payload: CollectionFormPayload): Promise<Collection> {
    return this.collections.create(payload);
  }

  // Declared before ':id' so "reorder" is never read as an id.
  @Put('reorder')
  @ApiDoc({ summary: 'Saves the display order of the collections', returns: 'Collection[]', errors: [409] })
  reorder(@Body(new SchemaPipe(reorderSchema)) payload: ReorderPayload): Promise<Collection[]> {
    return this.collections.reorder(payload);
  }

  @Put(':id')
  @ApiDoc({ summary: 'Replaces a collection', returns: 'Collection', errors: [409] })
  update(@Param('id', IdPipe) id: number, @Body(new SchemaPipe(collectionFormSchema)) payload: CollectionFormPayload): Promise<Collection> {
    return this.collections.update(id, payload);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiDoc({ summary: 'Deletes a collection that holds no watch', returns: null, errors: [409] })
  remove(@Param('id', IdPipe) id: number): Promise<void> {
    return this.collections.remove(id);
  }
}
