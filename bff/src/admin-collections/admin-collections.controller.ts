import { collectionFormSchema, reorderSchema, type Collection, type CollectionFormPayload, type ReorderPayload } from '@caliber/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard.js';
import { IdPipe } from '../common/id.pipe.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { AdminCollectionsService } from './admin-collections.service.js';

@Controller('admin/collections')
@UseGuards(AdminGuard)
export class AdminCollectionsController {
  constructor(private readonly collections: AdminCollectionsService) {}

  @Get()
  list(): Promise<Collection[]> {
    return this.collections.list();
  }

  @Post()
  @HttpCode(201)
  create(@Body(new SchemaPipe(collectionFormSchema)) payload: CollectionFormPayload): Promise<Collection> {
    return this.collections.create(payload);
  }

  // Declared before ':id' so "reorder" is never read as an id.
  @Put('reorder')
  reorder(@Body(new SchemaPipe(reorderSchema)) payload: ReorderPayload): Promise<Collection[]> {
    return this.collections.reorder(payload);
  }

  @Put(':id')
  update(@Param('id', IdPipe) id: number, @Body(new SchemaPipe(collectionFormSchema)) payload: CollectionFormPayload): Promise<Collection> {
    return this.collections.update(id, payload);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', IdPipe) id: number): Promise<void> {
    return this.collections.remove(id);
  }
}
