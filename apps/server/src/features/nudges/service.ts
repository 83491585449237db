import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { UnansweredAnswer } from '@raid/domain/schemas/nudges';
import type { AppDeps } from '../../appDeps.js';
import type { UserRow } from '../../db/schema.js';
import { fail } from '../../http/appError.js';
import { canManageRaid } from '@raid/domain/rules/raidManagers';
import { raidOrNotFound } from '../../data/raids.js';
import { expectedMembers } from '../../jobs/expectedMembers.js';
import { answeredUsers } from '../../data/nudges.js';

/**
 * The raid's expected members (issue 16, nudges; a team raid's are its team's) who have neither signed up nor
 * marked Absence, for those who manage the raid: whom to chase before the raid.
 */
export async function unansweredMembers(
  deps: Pick<AppDeps, 'db' | 'discord' | 'config'>,
  user: UserRow,
  expansion: ExpansionKey,
  raidId: number,
): Promise<UnansweredAnswer> {
  const raid = await raidOrNotFound(deps.db, raidId, expansion);
  if (!canManageRaid(user, raid, deps.config.adminUserId)) fail('forbidden');
  const expected = await expectedMembers(deps, raid);
  const answered = await answeredUsers(deps.db, raid.id);
  const unanswered = expected
    .filter((member) => !answered.has(member.userId))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { expected: expected.length, unanswered };
}
