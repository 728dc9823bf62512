import { InquiryEntity, WatchEntity } from '@caliber/db';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InquiriesController } from './inquiries.controller.js';
import { InquiriesService } from './inquiries.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([InquiryEntity, WatchEntity])],
  controllers: [InquiriesController],
  providers: [InquiriesService],
})
export class InquiriesModule {}
