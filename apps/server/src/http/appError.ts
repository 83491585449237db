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
  /** The payload field a rule refused: a 400 names it in `issues`, as a schema failure does. */
  readonly field: string | undefined;

  constructor(code: ErrorCode, details?: Record<string, unknown>, field?: string) {
    super(errorCatalogue[code].en);
    this.name = 'AppError';
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.details = details;
    this.field = field;
  }
}

export function fail(code: ErrorCode, details?: Record<string, unknown>): never {
  throw new AppError(code, details);
}

/**
 * A payload field the schema let through but a rule refuses (a spec that is not the class's, a start too soon):
 * 400 with the catalogue's message, and `issues` naming the field.
 */
export function refuseField(field: string, code: ErrorCode = 'invalidRequest'): never {
  throw new AppError(code, undefined, field);
}
