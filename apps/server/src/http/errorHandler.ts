import { errorMessage, type ErrorCode } from '@raid/domain/errors/catalogue';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './appError.js';

/** PostgreSQL constraint names whose violation a client can cause, and what it means to them. */
const constraintErrors: Record<string, ErrorCode> = {
  records_one_per_slot: 'slotFilled',
  records_raid_id_char_id_key: 'anotherCharacterInRoster',
  characters_unique_name: 'characterBusy',
  raids_unique_leader_date: 'raidDateExists',
  change_requests_one_active: 'changeRequestExists',
};

interface PgError {
  code?: string;
  constraint?: string;
}

/**
 * Every failure becomes `{ code, error }` with the catalogue's status: validation errors 400, expected
 * failures their own status, constraint races 409, and only our own bugs 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & PgError, request, reply) => {
    const language = request.language ?? 'en';
    const answer = (status: number, code: ErrorCode, details?: Record<string, unknown>) =>
      reply.status(status).send({ code, error: errorMessage(code, language), ...details });

    if (error instanceof AppError) return answer(error.status, error.code, error.details);
    if (error.validation || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.statusCode === 400) {
      return answer(400, 'invalidRequest');
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return answer(413 as 400, 'invalidRequest');
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return answer(415 as 400, 'invalidRequest');
    if (error.code === '23505' || error.code === '23P01') {
      const code = (error.constraint ? constraintErrors[error.constraint] : undefined) ?? 'invalidRequest';
      return answer(409, code);
    }
    if (error.code === '40001' || error.code === '40P01') return answer(409, 'slotFilled');
    if (error.statusCode === 429) return answer(429, 'tooManyRequests');
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal', error: 'Internal error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 'notFound', error: errorMessage('notFound', request.language ?? 'en') });
  });
}
