import { inquiryListQuerySchema, type InquiryPage, type Subscription } from '@caliber/contracts';
import { Controller, Delete, Get, Header, HttpCode, Param, Query, UseGuards } from '@nestjs/common';
import type { Infer } from 'superstruct';
import { AdminGuard } from '../auth/admin.guard.js';
import { IdPipe } from '../common/id.pipe.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { AdminInquiriesService } from './admin-inquiries.service.js';

@Controller('admin')
@UseGuards(AdminGuard)
export class AdminInquiriesController {
  constructor(private readonly inquiries: AdminInquiriesService) {}

  @Get('inquiries')
  listInquiries(@Query(new SchemaPipe(inquiryListQuerySchema)) query: Infer<typeof inquiryListQuerySchema>): Promise<InquiryPage> {
    return this.inquiries.listInquiries(query);
  }

  @Get('subscriptions')
  listSubscriptions(): Promise<Subscription[]> {
    return this.inquiries.listSubscriptions();
  }

  @Get('subscriptions.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="caliber-newsletter-subscribers.csv"')
  @Header('Cache-Control', 'no-store')
  exportSubscriptions(): Promise<string> {
    return this.inquiries.subscriptionsCsv();
  }

  @Delete('subscriptions/:id')
  @HttpCode(204)
  removeSubscription(@Param('id', IdPipe) id: number): Promise<void> {
    return this.inquiries.removeSubscription(id);
  }
}
