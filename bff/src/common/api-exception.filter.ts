import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { sendFailure } from './api-error-response.js';

/** Every failure leaves as `{error, message, requestId}` with the right status; never a stack trace. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendFailure(http.getRequest<Request>(), http.getResponse<Response>(), exception, this.logger);
  }
}
