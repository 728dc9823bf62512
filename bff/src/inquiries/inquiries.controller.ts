import { inquiryRequestSchema, type InquiryCreated, type InquiryRequest } from '@caliber/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { SchemaPipe } from '../common/schema.pipe.js';
import { LimitPublicWrites } from '../rate-limit/public-write.guard.js';
import { InquiriesService } from './inquiries.service.js';
import { ApiDoc } from '../api-description/api-doc.decorator.js';

@Controller('inquiries')
export class InquiriesController {
  constructor(private readonly inquiries: InquiriesService) {}

  @Post()
  @LimitPublicWrites('inquiries')
  @HttpCode(201)
  @ApiDoc({ summary: 'Sends an inquiry about a watch, a message or a trade-in request', returns: 'InquiryCreated', errors: [429] })
  create(@Body(new SchemaPipe(inquiryRequestSchema)) payload: InquiryRequest): Promise<InquiryCreated> {
    return this.inquiries.create(payload);
  }
}
