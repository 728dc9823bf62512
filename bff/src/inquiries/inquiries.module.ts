import { InquiryEntity } from '@caliber/db';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { MailModule } from '../mail/mail.module.js';
import { InquiriesController } from './inquiries.controller.js';
import { InquiriesRepository } from './inquiries.repository.js';
import { InquiriesService } from './inquiries.service.js';

@Module({
  imports: [RateLimitModule, TypeOrmModule.forFeature([InquiryEntity]), CatalogModule, MailModule],
  controllers: [InquiriesController],
  providers: [InquiriesService, InquiriesRepository],
  exports: [InquiriesRepository],
})
export class InquiriesModule {}
