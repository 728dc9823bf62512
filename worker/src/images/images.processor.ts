import { QUEUES } from '@caliber/contracts';
import { Processor } from '@nestjs/bullmq';
import { JobProcessor, type QueueJobHandlers } from '../queues/job-processor.js';
import { ImageCompressionService } from './image-compression.service.js';

/** The `images` queue. */
@Processor(QUEUES.images)
export class ImagesProcessor extends JobProcessor<'images'> {
  readonly queueName = QUEUES.images;
  protected readonly handlers: QueueJobHandlers<'images'> = {
    'compress-upload': (data) => this.compression.handleCompressUpload(data),
  };

  constructor(private readonly compression: ImageCompressionService) {
    super();
  }
}
