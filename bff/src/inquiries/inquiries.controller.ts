import { inquirySchema, type InquiryCreated, type InquiryPayload } from '@caliber/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { SchemaPipe } from '../common/schema.pipe.js';
import { InquiriesService } from './inquiries.service.js';

@Controller('inquiries')
export class InquiriesController {
  constructor(private readonly inquiries: InquiriesService) {}

  @Post()
  @HttpCode(201)
  create(@Body(new SchemaPipe(inquirySchema)) payload: InquiryPayload): Promise<InquiryCreated> {
    return this.inquiries.create(payload);
  }
}
