import { statusCodes } from '../../schemas/status-codes.ts';

/**
 * A reply that is not a success: an envelope status and message, and the HTTP status to send it with. Business
 * outcomes (unknown, expired or maintenance site) travel as HTTP 200 like the original API; bad input as 400.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly httpStatus = 200,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static badRequest(message: string): ApiError {
    return new ApiError(statusCodes.badRequest, message, 400);
  }

  static notFound(message: string): ApiError {
    return new ApiError(statusCodes.notFound, message, 404);
  }
}
