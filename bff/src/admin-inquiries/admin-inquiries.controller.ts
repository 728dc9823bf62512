import {
  inquiryListQuerySchema,
  inquiryStatusSchema,
  type Inquiry,
  type InquiryListQuery,
  type InquiryPage,
  type InquiryStatusPayload,
  type Subscription,
} from '@caliber/contracts';
import { Body, Controller, Delete, Get, Header, HttpCode, Param, Put, Query, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard.js';
import { IdPipe } from '../common/id.pipe.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { AdminInquiriesService } from './admin-inquiries.service.js';
import { ApiDoc } from '../api-description/api-doc.decorator.js';

@Controller('admin')
@UseGuards(AdminGuard)
export class AdminInquiriesController {
  constructor(private readonly inquiries: AdminInquiriesService) {}

  @Get('inquiries')
  @ApiDoc({ summary: 'Inquiries, newest first, a page at a time, filtered by kind and status', returns: 'InquiryPage' })
  listInquiries(@Query(new SchemaPipe(inquiryListQuerySchema)) query: InquiryListQuery): Promise<InquiryPage> {
    return this.inquiries.listInquiries(query);
  }

  @Put('inquiries/:id')
  @ApiDoc({ summary: "Sets an inquiry's status: new, answered or archived", returns: 'Inquiry' })
  setInquiryStatus(@Param('id', IdPipe) id: number, @Body(new SchemaPipe(inquiryStatusSchema)) { status }: InquiryStatusPayload): Promise<Inquiry> {
    return this.inquiries.setInquiryStatus(id, status);
  }

  @Delete('inquiries/:id')
  @HttpCode(204)
  @ApiDoc({ summary: 'Deletes an inquiry', returns: null })
  removeInquiry(@Param('id', IdPipe) id: number): Promise<void> {
    return this.inquiries.removeInquiry(id);
  }

  @Get('subscriptions')
  @ApiDoc({ summary: 'The newsletter subscriptions, those who left included (unsubscribedAt)', returns: 'Subscription[]' })
  listSubscriptions(): Promise<Subscription[]> {
    return this.inquiries.listSubscriptions();
  }

  @Get('subscriptions.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="caliber-newsletter-subscribers.csv"')
  @Header('Cache-Control', 'no-store')
  @ApiDoc({ summary: 'The newsletter subscribers still subscribed, as a CSV file', returns: { type: 'string', description: 'CSV with a header row.' } })
  exportSubscriptions(): Promise<string> {
    return this.inquiries.subscriptionsCsv();
  }

  @Delete('subscriptions/:id')
  @HttpCode(204)
  @ApiDoc({ summary: 'Deletes a subscription', returns: null })
  removeSubscription(@Param('id', IdPipe) id: number): Promise<void> {
    return this.inquiries.removeSubscription(id);
  }
}
