import type { UploadedImage, UploadResult } from '@caliber/contracts';
import { Controller, Get, HttpCode, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import { AdminGuard } from '../auth/admin.guard.js';
import { ImageUploadInterceptor } from './image-upload.interceptor.js';
import { UploadsService } from './uploads.service.js';

@Controller('admin')
@UseGuards(AdminGuard)
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('upload')
  @HttpCode(201)
  @UseInterceptors(ImageUploadInterceptor)
  async upload(@Req() req: Request): Promise<UploadResult> {
    return (await this.uploads.store(req.file)).result;
  }

  @Get('uploaded-images')
  list(): Promise<UploadedImage[]> {
    return this.uploads.list();
  }
}
