import type { ErrorCode } from '@raid/domain/errors/catalogue';

/** PostgreSQL constraint names whose violation a client can cause, and what it means to them. */
const constraintErrors: Record<string, ErrorCode> = {
  records_one_per_slot: 'slotFilled',
  records_raid_id_char_id_key: 'anotherCharacterInRoster',
  characters_unique_name: 'characterBusy',
  raids_unique_leader_date: 'raidDateExists',
  change_requests_one_active: 'changeRequestExists',
  teams_guild_id_name_key: 'teamNameTaken',
};

interface PgError {
  code?: unknown;
  constraint?: unknown;
}

/** A PostgreSQL unique violation of this constraint (a concurrent request won the race). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pgError = error as PgError | null;
  return pgError?.code === '23505' && pgError.constraint === constraint;
}

/**
 * The catalogue code of a PostgreSQL error that a concurrent change or the client's own data caused: a unique or
 * exclusion violation by its constraint, a serialization failure or deadlock as a lost race for a slot (the
 * race the roster makes common). Null for anything else: those are our own bugs.
 */
export function conflictCode(error: unknown): ErrorCode | null {
  const pgError = error as PgError | null;
  if (pgError?.code === '23505' || pgError?.code === '23P01') {
    const code = typeof pgError.constraint === 'string' ? constraintErrors[pgError.constraint] : undefined;
    return code ?? 'invalidRequest';
  }
  if (pgError?.code === '40001' || pgError?.code === '40P01') return 'slotFilled';
  return null;
}
