import { InquiryEntity, SubscriptionEntity } from '@caliber/db';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminInquiriesController } from './admin-inquiries.controller.js';
import { AdminInquiriesService } from './admin-inquiries.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([InquiryEntity, SubscriptionEntity])],
  controllers: [AdminInquiriesController],
  providers: [AdminInquiriesService],
})
export class AdminInquiriesModule {}
