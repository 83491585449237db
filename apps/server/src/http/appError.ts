import { errorCatalogue, type ErrorCode } from '@raid/domain/errors/catalogue';

/**
 * An expected failure with a code of the error catalogue. Services throw it; the error handler answers the
 * catalogue's status and message in the caller's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra answer fields (e.g. the id of the existing raid). */
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, details?: Record<string, unknown>) {
    super(errorCatalogue[code].en);
    this.name = 'AppError';
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.details = details;
  }
}

export function fail(code: ErrorCode, details?: Record<string, unknown>): never {
  throw new AppError(code, details);
}
