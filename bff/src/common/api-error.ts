import { apiErrorCode, type ApiError } from '@caliber/contracts';
import { HttpException } from '@nestjs/common';

/** An HTTP error whose body is the `{error, message}` shape, with a message that says what to fix. */
export class ApiException extends HttpException {
  constructor(status: number, message: string) {
    super({ error: apiErrorCode(status), message } satisfies ApiError, status);
  }
}

export const badRequest = (message: string) => new ApiException(400, message);
export const notFound = (message: string) => new ApiException(404, message);
export const conflict = (message: string) => new ApiException(409, message);
export const serviceUnavailable = (message: string) => new ApiException(503, message);
