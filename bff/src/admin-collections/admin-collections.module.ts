import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AdminCollectionsController } from './admin-collections.controller.js';
import { AdminCollectionsService } from './admin-collections.service.js';

@Module({
  imports: [AuthModule],
  controllers: [AdminCollectionsController],
  providers: [AdminCollectionsService],
})
export class AdminCollectionsModule {}
