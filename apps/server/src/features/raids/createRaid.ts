import { findSpec } from '@raid/domain/catalogue/classes';
import { roleNumber, type ExpansionKey } from '@raid/domain/catalogue/types';
import { isStartAllowed } from '@raid/domain/rules/raidForm';
import type { RefreshRaidAnswer, SaveRaidPayload } from '@raid/domain/schemas/raid';
import type { AppDeps } from '../../appDeps.js';
import { changeAndTell } from '../../events/changeAndTell.js';
import { isUniqueViolation } from '../../db/pgErrors.js';
import type { UserRow } from '../../db/schema.js';
import { fail, refuseField } from '../../http/appError.js';
import { rememberGuild } from '../../data/guilds.js';
import { mayLeadRaidIn } from '../../access/teamLeadership.js';
import { addHistory } from '../../data/history.js';
import {
  checkChannels,
  leaderCharacter,
  raidColumns,
  raidStart,
  UNIQUE_AUTO_DATE,
  UNIQUE_LEADER_DATE,
  usesDiscordEvents,
  validateSave,
} from '../../data/raidSave.js';
import { insertRecord } from '../../data/records.js';
import { insertRaid, raidAtSameDate } from '../../data/raids.js';

/**
 * Creates a one-off raid led by `user` from the dialog: a valid form and a start at least 30 minutes ahead, then
 * the checks and the insert every new raid shares (insertNewRaid).
 */
export async function createRaid(
  deps: AppDeps,
  user: UserRow,
  expansion: ExpansionKey,
  input: SaveRaidPayload,
): Promise<RefreshRaidAnswer> {
  const value = validateSave(expansion, input, usesDiscordEvents(user));
  if (!isStartAllowed(raidStart(value.date), deps.now(), 'create')) refuseField('date', 'startTooSoon');
  return insertNewRaid(deps, user, expansion, value, null);
}

/**
 * What every new raid passes, from the dialog or from a weekly template (`autoRaidId`): the leader's own
 * character on the raid's realm and faction, leadership in the chosen Discord server, channels of that server.
 * A raid of the same leader at the same date answers `{ exist }`. The raid, the leader's record in slot 1 and the
 * 'createRaid' history entry are written together, then raidCreated is told (the bot posts it).
 */
export async function insertNewRaid(
  deps: AppDeps,
  user: UserRow,
  expansion: ExpansionKey,
  value: SaveRaidPayload,
  autoRaidId: number | null,
): Promise<RefreshRaidAnswer> {
  const now = deps.now();
  const start = raidStart(value.date);
  const character = await leaderCharacter(deps.db, expansion, user.id, value);
  const spec = findSpec(expansion, character.spec) ?? refuseField('char');
  const place = { guildId: value.discordServer, teamId: value.team };
  if (!(await mayLeadRaidIn(deps, user.id, place))) fail('notGuildLeader');
  const guild = (await deps.discord.guild(value.discordServer)) ?? fail('notGuildLeader');
  checkChannels(guild, value);

  const sameDate = { expansion, userId: user.id, date: start };
  try {
    return await changeAndTell(deps, async (trx, tell): Promise<RefreshRaidAnswer> => {
      const existing = await raidAtSameDate(trx, sameDate);
      if (existing) return { exist: existing };
      await rememberGuild(trx, guild, now);
      const raid = await insertRaid(trx, {
        ...raidColumns(value),
        expansion,
        user_id: user.id,
        preliminary_raid_rosters: user.preliminary_raid_rosters,
        auto_raid_id: autoRaidId,
      });
      await insertRecord(trx, {
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
      });
      await addHistory(trx, { raid_id: raid.id, user_id: user.id, event: 'createRaid' });
      await tell({ type: 'raidCreated', expansion, raidId: raid.id });
      return { success: true, id: raid.id };
    });
  } catch (error) {
    // Two saves of the same raid at once (or two processes creating a template's raid): a unique index lets one
    // through; the other points to it.
    const existing =
      isUniqueViolation(error, UNIQUE_LEADER_DATE) || isUniqueViolation(error, UNIQUE_AUTO_DATE)
        ? await raidAtSameDate(deps.db, sameDate)
        : null;
    if (existing) return { exist: existing };
    throw error;
  }
}
