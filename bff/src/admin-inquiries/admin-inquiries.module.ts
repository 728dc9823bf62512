import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { InquiriesModule } from '../inquiries/inquiries.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { AdminInquiriesController } from './admin-inquiries.controller.js';
import { AdminInquiriesService } from './admin-inquiries.service.js';

@Module({
  imports: [InquiriesModule, SubscriptionsModule, AuthModule],
  controllers: [AdminInquiriesController],
  providers: [AdminInquiriesService],
})
export class AdminInquiriesModule {}
