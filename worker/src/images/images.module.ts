import { Module } from '@nestjs/common';
import { CompressionQueueService } from './compression-queue.service.js';
import { CompressionSweepService } from './compression-sweep.service.js';
import { ImageCompressionService } from './image-compression.service.js';
import { ImagesProcessor } from './images.processor.js';

/** The images queue: compressed copies of every upload, and the sweep that queues the ones left without (docs/architecture.md). */
@Module({
  providers: [CompressionQueueService, ImageCompressionService, ImagesProcessor, CompressionSweepService],
  exports: [CompressionQueueService],
})
export class ImagesModule {}
