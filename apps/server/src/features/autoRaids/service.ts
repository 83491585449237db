import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type {
  AutoRaid,
  RefreshRaidAnswer,
  SaveAutoRaidPayload,
  ToggleAutoRaidPayload,
} from '@raid/domain/schemas/raid';
import type { AppDeps } from '../../appDeps.js';
import type { UserRow } from '../../db/schema.js';
import { fail, refuseField } from '../../http/appError.js';
import { rememberGuild } from '../../data/guilds.js';
import { mayLeadRaidIn } from '../../access/teamLeadership.js';
import {
  checkChannels,
  leaderCharacter,
  raidFieldColumns,
  usesDiscordEvents,
  validateSave,
} from '../../data/raidSave.js';
import { mayChangeTemplate } from './ability.js';
import { presentAutoRaid } from './presenter.js';
import {
  deleteOwnTemplate,
  insertTemplate,
  listTemplates,
  lockOwnTemplate,
  updateTemplate,
  type AutoRaidRow,
} from '../../data/autoRaids.js';

type AutoRaidDeps = Pick<AppDeps, 'db' | 'discord' | 'now'>;

export async function listAutoRaids(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  expansion: ExpansionKey,
): Promise<AutoRaid[]> {
  return (await listTemplates(deps.db, user.id, expansion)).map(presentAutoRaid);
}

/** `addAutoRaid` asks before the dialog opens whether this user may add a template at all. */
export function allowAddAutoRaid(user: UserRow): { success: true } {
  if (!mayChangeTemplate(user.premium, 'save')) fail('premiumRequired');
  return { success: true };
}

/** Locked once a template exists (SPEC section 4 "Raid cancel"). */
const lockedFields = ['server', 'faction', 'zone', 'size', 'difficulty'] as const;

const weeklyTime = (row: Pick<AutoRaidRow, 'day_of_week' | 'time'>) => `${row.day_of_week} ${row.time}`;

/**
 * Adds a weekly template, or edits one in full: the same rules as a raid (form, the leader's own character on
 * the realm, leadership and channels of the Discord server), Premium, and on edit the locked fields
 * unchanged. A new day or time counts from now (`active_since`), so a start it has already passed this week
 * is not reported to the leader as missed.
 */
export async function saveAutoRaid(
  deps: AutoRaidDeps,
  user: UserRow,
  expansion: ExpansionKey,
  input: SaveAutoRaidPayload,
): Promise<RefreshRaidAnswer> {
  if (!mayChangeTemplate(user.premium, 'save')) fail('premiumRequired');
  const value = validateSave(expansion, input, usesDiscordEvents(user));
  await leaderCharacter(deps.db, expansion, user.id, value);
  const place = { guildId: value.discordServer, teamId: value.team };
  if (!(await mayLeadRaidIn(deps, user.id, place))) fail('notGuildLeader');
  const guild = (await deps.discord.guild(value.discordServer)) ?? fail('notGuildLeader');
  checkChannels(guild, value);

  const now = deps.now();
  const columns = {
    ...raidFieldColumns(value),
    day_of_week: value.dayOfWeek,
    time: value.time,
    start_day_of_week: value.startDayOfWeek,
    start_time: value.startTime,
    updated_at: now,
  };
  return deps.db.transaction().execute(async (trx) => {
    await rememberGuild(trx, guild, now);
    if (value.id === undefined) {
      const id = await insertTemplate(trx, { ...columns, expansion, user_id: user.id, active_since: now });
      return { success: true, id };
    }
    const stored = (await lockOwnTemplate(trx, { userId: user.id, expansion }, value.id)) ?? fail('notFound');
    const locked = lockedFields.find((field) => stored[field] !== columns[field]);
    if (locked) refuseField(locked);
    const moved = weeklyTime(stored) !== weeklyTime(columns);
    await updateTemplate(trx, stored.id, { ...columns, ...(moved ? { active_since: now } : {}) });
    return { success: true, id: stored.id };
  });
}

/**
 * The Settings list's controls: on/off, and a new day and time (sent as the stored UTC pair with the leader's
 * local pair, all four together, because only the browser knows the leader's time zone).
 */
export async function toggleAutoRaid(
  deps: Pick<AppDeps, 'db' | 'now'>,
  user: UserRow,
  expansion: ExpansionKey,
  input: ToggleAutoRaidPayload,
): Promise<RefreshRaidAnswer> {
  const { dayOfWeek, time, startDayOfWeek, startTime } = input;
  const timing =
    dayOfWeek !== undefined && time !== undefined && startDayOfWeek !== undefined && startTime !== undefined
      ? { day_of_week: dayOfWeek, time, start_day_of_week: startDayOfWeek, start_time: startTime }
      : null;
  // Some of the four without the others: the first one missing is named.
  const parts = { dayOfWeek, time, startDayOfWeek, startTime };
  const missing = Object.entries(parts).find(([, part]) => part === undefined)?.[0];
  if (missing && Object.values(parts).some((part) => part !== undefined)) refuseField(missing);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const stored = (await lockOwnTemplate(trx, { userId: user.id, expansion }, input.id)) ?? fail('notFound');
    const off = input.off === undefined ? stored.off : input.off === 1;
    const switchesOn = stored.off && !off;
    const moves = timing !== null && weeklyTime(stored) !== weeklyTime(timing);
    if (!mayChangeTemplate(user.premium, { switchesOn, moves })) fail('premiumRequired');
    await updateTemplate(trx, stored.id, {
      off,
      ...timing,
      ...(switchesOn || moves ? { active_since: now } : {}),
      updated_at: now,
    });
    return { success: true, id: stored.id };
  });
}

export async function deleteAutoRaid(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  expansion: ExpansionKey,
  id: number,
): Promise<{ success: true }> {
  if (!(await deleteOwnTemplate(deps.db, { userId: user.id, expansion }, id))) fail('notFound');
  return { success: true };
}
