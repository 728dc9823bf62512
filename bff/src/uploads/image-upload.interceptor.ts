import { UPLOAD_MAX_BYTES, type JsonSchema } from '@caliber/contracts';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { from, mergeMap, type Observable } from 'rxjs';
import { ApiException, badRequest } from '../common/api-error.js';

const IMAGE_FIELD = 'image';
const parseImageField = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } }).single(IMAGE_FIELD);

function toApiError(error: unknown): ApiException {
  const code = (error as { code?: string }).code;
  if (code === 'LIMIT_FILE_SIZE') return new ApiException(413, 'File too large: Please upload an image smaller than 15MB.');
  if (code === 'LIMIT_UNEXPECTED_FILE') return badRequest('Send the image as the multipart form field "image"');
  return badRequest(`The upload could not be read: ${(error as Error).message}`);
}

/** Reads the multipart field `image` into memory, at most 15 MB, with errors in the API's shape. */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  /** The multipart body it reads, for the API description. */
  static readonly multipartSchema: JsonSchema = {
    type: 'object',
    properties: {
      [IMAGE_FIELD]: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: `A JPEG, PNG or WebP image of at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB, recognised by its bytes.`,
      },
    },
    required: [IMAGE_FIELD],
  };

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const parsed = new Promise<void>((resolve, reject) =>
      parseImageField(http.getRequest<Request>(), http.getResponse<Response>(), (error?: unknown) =>
        error ? reject(toApiError(error)) : resolve(),
      ),
    );
    return from(parsed).pipe(mergeMap(() => next.handle()));
  }
}
