import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { classifyError } from './error-classifier.js';

/** Every failure leaves as `{error, message}` with the right status; never a stack trace. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body, unexpected } = classifyError(exception);
    if (unexpected) this.logger.error((exception as Error)?.stack ?? String(exception));
    if (response.headersSent) {
      response.end();
      return;
    }
    response.status(status).setHeader('Cache-Control', 'no-store').json(body);
  }
}
