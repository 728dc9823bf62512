import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AdminWatchesController } from './admin-watches.controller.js';
import { AdminWatchesService } from './admin-watches.service.js';

@Module({
  imports: [AuthModule],
  controllers: [AdminWatchesController],
  providers: [AdminWatchesService],
})
export class AdminWatchesModule {}
