import type { ErrorCode } from '@perya/contracts';
import { HTTP_STATUS_BY_CODE } from '@perya/contracts';

/**
 * An expected failure: the request cannot go on, and the caller gets `code` with its message in
 * their language. `logMessage` carries context for the log only; `value` goes to the client.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    logMessage: string = code,
    readonly value: unknown = null,
  ) {
    super(logMessage);
  }

  get statusCode(): number {
    return HTTP_STATUS_BY_CODE[this.code];
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
