import { findSpec } from '@raid/domain/catalogue/classes';
import { roleNumber, type ExpansionKey } from '@raid/domain/catalogue/types';
import { isStartAllowed } from '@raid/domain/rules/raidForm';
import type { RefreshRaidAnswer, SaveRaidPayload } from '@raid/domain/schemas/raid';
import type { AppDeps } from '../../app.js';
import type { UserRow } from '../../db/schema.js';
import { fail } from '../../http/appError.js';
import { canLeadInGuild, rememberGuild } from '../guilds/guildLeadership.js';
import { addHistory } from '../history/repository.js';
import {
  checkChannels,
  isUniqueViolation,
  leaderCharacter,
  raidColumns,
  raidStart,
  UNIQUE_LEADER_DATE,
  usesDiscordEvents,
  validateSave,
} from './raidSave.js';
import { raidAtSameDate } from './repository.js';

/**
 * Creates a one-off raid led by `user`: a valid form, a start at least 30 minutes ahead, the leader's own
 * character on the raid's realm and faction, leadership in the chosen Discord server. A raid of the same leader
 * at the same date answers `{ exist }`. The raid, the leader's record in slot 1 and the 'createRaid' history
 * entry are written together.
 */
export async function createRaid(
  deps: AppDeps,
  user: UserRow,
  expansion: ExpansionKey,
  input: SaveRaidPayload,
): Promise<RefreshRaidAnswer> {
  const now = deps.now();
  const value = validateSave(expansion, input, usesDiscordEvents(user));
  const start = raidStart(value.date);
  if (!isStartAllowed(start, now, 'create')) fail('startTooSoon');
  const character = await leaderCharacter(deps.db, expansion, user.id, value);
  const spec = findSpec(expansion, character.spec) ?? fail('invalidRequest');
  if (!(await canLeadInGuild(deps, user.id, value.discordServer))) fail('notGuildLeader');
  const guild = (await deps.discord.guild(value.discordServer)) ?? fail('notGuildLeader');
  checkChannels(guild, value);

  const sameDate = { expansion, userId: user.id, date: start };
  try {
    const answer = await deps.db.transaction().execute(async (trx): Promise<RefreshRaidAnswer> => {
      const existing = await raidAtSameDate(trx, sameDate);
      if (existing) return { exist: existing };
      await rememberGuild(trx, guild, now);
      const raid = await trx
        .insertInto('raids')
        .values({
          ...raidColumns(value),
          expansion,
          user_id: user.id,
          preliminary_raid_rosters: user.preliminary_raid_rosters,
        })
        .returning(['id', 'size'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('records')
        .values({
          raid_id: raid.id,
          raid_size: raid.size,
          char_id: character.id,
          user_id: user.id,
          slot: 1,
          leader: true,
          spec_id: character.spec,
          role: roleNumber[spec.role],
          logs: character.logs,
          ilvl: character.ilvl,
        })
        .execute();
      await addHistory(trx, { raid_id: raid.id, user_id: user.id, event: 'createRaid' });
      return { success: true, id: raid.id };
    });
    if ('success' in answer) deps.events.emit({ type: 'raidCreated', expansion, raidId: answer.id });
    return answer;
  } catch (error) {
    // Two saves of the same raid at once: the unique index lets one through; the other points to it.
    const existing = isUniqueViolation(error, UNIQUE_LEADER_DATE)
      ? await raidAtSameDate(deps.db, sameDate)
      : null;
    if (existing) return { exist: existing };
    throw error;
  }
}
