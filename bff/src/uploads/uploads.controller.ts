import type { UploadedImage, UploadResult } from '@caliber/contracts';
import { Controller, Get, HttpCode, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import { AdminGuard } from '../auth/admin.guard.js';
import { ImageUploadInterceptor } from './image-upload.interceptor.js';
import { UploadsService } from './uploads.service.js';
import { ApiDoc } from '../api-description/api-doc.decorator.js';

@Controller('admin')
@UseGuards(AdminGuard)
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('upload')
  @HttpCode(201)
  @UseInterceptors(ImageUploadInterceptor)
  @ApiDoc({ summary: 'Stores an image and has its WebP copies made', returns: 'UploadResult', errors: [413, 415] })
  async upload(@Req() req: Request): Promise<UploadResult> {
    return (await this.uploads.store(req.file)).result;
  }

  @Get('uploaded-images')
  @ApiDoc({ summary: 'The uploaded images', returns: 'UploadedImage[]' })
  list(): Promise<UploadedImage[]> {
    return this.uploads.list();
  }
}
