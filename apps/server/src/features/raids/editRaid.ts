import { findSpec } from '@raid/domain/catalogue/classes';
import { roleNumber, type ExpansionKey } from '@raid/domain/catalogue/types';
import { raidStatus } from '@raid/domain/rules/raidLifecycle';
import { firstFreeSlot } from '@raid/domain/rules/rosterMoves';
import type { RefreshRaidAnswer, SaveRaidPayload } from '@raid/domain/schemas/raid';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../appDeps.js';
import { changeAndTell } from '../../events/changeAndTell.js';
import { isUniqueViolation } from '../../db/pgErrors.js';
import type { Database, RaidRow, UserRow } from '../../db/schema.js';
import { fail, refuseField } from '../../http/appError.js';
import { rememberGuild } from '../../data/guilds.js';
import { mayLeadRaidIn } from '../../access/teamLeadership.js';
import { addHistory } from '../../data/history.js';
import { deleteSignUpOfCharacter, othersHaveRecords } from '../../data/records.js';
import {
  returnRecordsBeyondSlot,
  returnSlotToSignUpList,
  setLeaderRecordCharacter,
  setRecordSlot,
  slottedRecords,
} from '../../data/recordSlots.js';
import { findUser } from '../../data/users.js';
import { canManageRaid } from '@raid/domain/rules/raidManagers';
import {
  checkChannels,
  leaderCharacter,
  raidColumns,
  raidStart,
  UNIQUE_LEADER_DATE,
  usesDiscordEvents,
  validateSave,
} from '../../data/raidSave.js';
import { lockRaid, raidAtSameDate, raidLeaderId, updateRaid } from '../../data/raids.js';

type Trx = Transaction<Database>;

/**
 * A smaller raid must not leave anyone in a slot it no longer has: those records go back to the sign-up list,
 * except the leader, who takes the first free slot (or, in a full roster, the last slot, whose holder goes to
 * the list).
 */
async function fitRoster(trx: Trx, raidId: number, size: number): Promise<void> {
  await returnRecordsBeyondSlot(trx, raidId, size);
  const roster = await slottedRecords(trx, raidId);
  const leader = roster.find((record) => record.leader);
  if (!leader || leader.slot <= size) return;
  let slot = firstFreeSlot(
    roster.filter((record) => !record.leader),
    size,
  );
  if (slot === null) {
    slot = size;
    await returnSlotToSignUpList(trx, raidId, slot);
  }
  await setRecordSlot(trx, leader.id, slot);
}

/** The leader's record follows a change of leader character; a sign-up of that character gives way to it. */
async function moveLeaderRecord(
  trx: Trx,
  expansion: ExpansionKey,
  raidId: number,
  character: { id: number; spec: number },
) {
  const spec = findSpec(expansion, character.spec) ?? refuseField('char');
  await deleteSignUpOfCharacter(trx, raidId, character.id);
  await setLeaderRecordCharacter(trx, raidId, {
    char_id: character.id,
    spec_id: character.spec,
    role: roleNumber[spec.role],
  });
}

/** A new Discord server or channel must be one the leader may lead in, with channels of that server. */
async function checkDiscordChange(
  deps: AppDeps,
  trx: Trx,
  raid: RaidRow,
  value: SaveRaidPayload,
): Promise<void> {
  const unchanged =
    raid.discord_server === value.discordServer &&
    raid.discord_channel === value.discordChannel &&
    raid.discord_voice_channel === (value.discordVoiceChannel ?? null) &&
    raid.team_id === value.team;
  if (unchanged) return;
  const place = { guildId: value.discordServer, teamId: value.team };
  const moved = raid.discord_server !== value.discordServer || raid.team_id !== value.team;
  if (moved && !(await mayLeadRaidIn(deps, raid.user_id, place))) fail('notGuildLeader');
  const guild = (await deps.discord.guild(value.discordServer)) ?? fail('notGuildLeader');
  checkChannels(guild, value);
  await rememberGuild(trx, guild, deps.now());
}

/**
 * Edits a one-off raid (its leader or the site administrator) while it is neither completed nor canceled.
 * Rescheduling needs `changeDate` and a reason and is written to the history. The realm and faction stay once
 * other players signed up, since their characters were chosen for them.
 */
export async function editRaid(
  deps: AppDeps,
  user: UserRow,
  expansion: ExpansionKey,
  input: SaveRaidPayload & { id: number },
): Promise<RefreshRaidAnswer> {
  const now = deps.now();
  const run = () =>
    changeAndTell(deps, async (trx, tell): Promise<RefreshRaidAnswer> => {
      const raid = (await lockRaid(trx, expansion, input.id)) ?? fail('raidNotFound');
      if (!canManageRaid(user, raid, deps.config.adminUserId)) fail('forbidden');
      if (raidStatus(raid, now) !== 'active') fail('raidClosed');
      const leader = raid.user_id === user.id ? user : await findUser(trx, raid.user_id);
      const value = validateSave(expansion, input, usesDiscordEvents(leader));
      const start = raidStart(value.date);
      // Compared by the minute, as the dialog sends it; an unchanged start keeps its stored value.
      const dateChanged = start.getTime() !== raidStart(raid.date.toISOString()).getTime();
      const reason = input.reason?.trim() ?? '';
      if (dateChanged && (!input.changeDate || !reason)) refuseField('reason', 'reasonRequired');
      const character = await leaderCharacter(trx, expansion, raid.user_id, value);
      const realmChanged = value.server !== raid.server || value.faction !== raid.faction;
      // Other players' characters were chosen for the raid's realm and faction.
      if (realmChanged && (await othersHaveRecords(trx, raid.id, raid.user_id))) {
        refuseField(value.server !== raid.server ? 'server' : 'faction');
      }
      if (dateChanged) {
        const existing = await raidAtSameDate(trx, {
          expansion,
          userId: raid.user_id,
          date: start,
          exceptId: raid.id,
        });
        if (existing) return { exist: existing };
      }
      await checkDiscordChange(deps, trx, raid, value);

      if (value.size < raid.size) await fitRoster(trx, raid.id, value.size);
      if (character.id !== raid.char_id) await moveLeaderRecord(trx, expansion, raid.id, character);
      await updateRaid(trx, raid.id, {
        ...raidColumns(value),
        date: dateChanged ? start : raid.date,
        updated_at: now,
      });
      if (dateChanged) {
        await addHistory(trx, {
          raid_id: raid.id,
          user_id: user.id,
          event: 'changeDate',
          misc: raid.date.toISOString(),
          misc2: start.toISOString(),
          text: reason,
        });
      }
      await tell({
        type: 'raidUpdated',
        expansion,
        raidId: raid.id,
        ...(dateChanged ? { rescheduled: { from: raid.date, to: start, reason } } : {}),
      });
      return { success: true, id: raid.id };
    });

  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error, UNIQUE_LEADER_DATE)) throw error;
    // A concurrent save took the same date first; point to it like the check inside the transaction does.
    const existing = await raidAtSameDate(deps.db, {
      expansion,
      userId: await raidLeaderId(deps.db, input.id),
      date: raidStart(input.date),
      exceptId: input.id,
    });
    if (existing) return { exist: existing };
    throw error;
  }
}
