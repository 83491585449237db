import { errorMessage, type ErrorCode } from '@raid/domain/errors/catalogue';
import type { Language } from '@raid/domain/rules/language';
import type { RequestIssue } from '@raid/domain/schemas/primitives';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/databaseFaults.js';
import { conflictCode } from '../db/pgErrors.js';
import { AppError } from './appError.js';
import { malformedRequest } from './requestIssues.js';

/** 'Invalid request: comment': the catalogue's message and the first field refused. */
function fieldMessage(language: Language, issues: RequestIssue[]): string {
  const general = errorMessage('invalidRequest', language);
  return issues[0] ? `${general}: ${issues[0].path}` : general;
}

/**
 * Every failure becomes `{ code, error }` with the catalogue's status: validation errors 400, expected
 * failures their own status, constraint races 409, and only our own bugs 500. A refused payload also carries
 * `issues: [{ path, code }]` naming each field and why.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = request.language ?? 'en';
    const answer = (status: number, code: ErrorCode, details?: Record<string, unknown>) =>
      reply.status(status).send({ code, error: errorMessage(code, language), ...details });
    // The general message names the first field; a rule's own message (SPEC section 8) stays word for word.
    const refuse = (
      status: number,
      code: ErrorCode,
      issues: RequestIssue[],
      details?: Record<string, unknown>,
    ) =>
      reply.status(status).send({
        code,
        error: code === 'invalidRequest' ? fieldMessage(language, issues) : errorMessage(code, language),
        ...details,
        issues,
      });

    if (error instanceof AppError) {
      if (error.field === undefined) return answer(error.status, error.code, error.details);
      const issueCode = error.code === 'invalidRequest' ? 'invalid_value' : error.code;
      return refuse(error.status, error.code, [{ path: error.field, code: issueCode }], error.details);
    }
    const malformed = malformedRequest(error);
    if (malformed) return refuse(malformed.status, 'invalidRequest', malformed.issues);
    const conflict = conflictCode(error);
    if (conflict) return answer(409, conflict);
    if (error.statusCode === 429) return answer(429, 'tooManyRequests');
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .header('retry-after', '5')
        .status(503)
        .send({
          code: 'databaseUnavailable',
          error: errorMessage('databaseUnavailable', language),
        });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal', error: 'Internal error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 'notFound', error: errorMessage('notFound', request.language ?? 'en') });
  });
}
