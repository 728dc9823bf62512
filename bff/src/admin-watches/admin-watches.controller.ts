import { watchFormSchema, type Watch, type WatchFormPayload } from '@caliber/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { IdPipe } from '../common/id.pipe.js';
import { AdminWatchesService } from './admin-watches.service.js';

@Controller('admin/watches')
@UseGuards(AdminGuard)
export class AdminWatchesController {
  constructor(private readonly watches: AdminWatchesService) {}

  @Get()
  list(): Promise<Watch[]> {
    return this.watches.list();
  }

  @Post()
  @HttpCode(201)
  create(@Body(new SchemaPipe(watchFormSchema)) payload: WatchFormPayload): Promise<Watch> {
    return this.watches.create(payload);
  }

  /** The body is checked in the service: it is either a full watch or one inline-edited field. */
  @Put(':id')
  update(@Param('id', IdPipe) id: number, @Body() body: unknown): Promise<Watch> {
    return this.watches.update(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', IdPipe) id: number): Promise<void> {
    return this.watches.remove(id);
  }
}
