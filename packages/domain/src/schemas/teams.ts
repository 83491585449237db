import { z } from 'zod';
import { TEAM_LEADERS_MAX, TEAM_MEMBERS_MAX, TEAM_NAME_MAX, TEAM_NIGHTS_MAX } from '../rules/teams.js';
import { dayOfWeekId, freeText, rowId, snowflake, timeOfDay } from './primitives.js';

/** A raid night of a team's week, in UTC (0 = Sunday) like a weekly template's stored time. */
export const teamNight = z.object({ dayOfWeek: dayOfWeekId, time: timeOfDay });
export type TeamNight = z.infer<typeof teamNight>;

export const teamMember = z.object({
  userId: z.string(),
  name: z.string(),
  /** A holder of the team's Discord role (kept in step with Discord), not picked by hand. */
  byRole: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const team = z.object({
  id: z.number().int(),
  guildId: z.string(),
  name: z.string(),
  /** Everyone holding this Discord role is a member; null when members are picked by hand only. */
  roleId: z.string().nullable(),
  roleName: z.string().nullable(),
  /** The channel the team's raids are announced in unless the raid names another. */
  channelId: z.string().nullable(),
  schedule: z.array(teamNight),
  /** What a raid of the team on the bench counts for in attendance (0 to 1); null: the community's credit. */
  benchCredit: z.number().min(0).max(1).nullable(),
  members: z.array(teamMember),
  leaders: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type Team = z.infer<typeof team>;

/**
 * `GET /api/teams?guild=`: the community's teams, with the pickers' choices for those who may manage them;
 * without `guild`, the caller's own teams (member or leader) in every community, for the raid list's filter.
 */
export const teamsQuery = z.object({ guild: snowflake.optional() });

const choice = z.object({ id: z.string(), name: z.string() });

export const teamsAnswer = z.object({
  teams: z.array(team),
  /** The caller leads the Discord server: may add, edit and delete its teams. */
  mayManage: z.boolean(),
  /** Empty unless `mayManage`: the server's roles, text channels and members the team dialog offers. */
  roles: z.array(choice),
  channels: z.array(choice),
  members: z.array(choice),
});
export type TeamsAnswer = z.infer<typeof teamsAnswer>;

/** `POST /api/saveTeam`: a new team (no id) or a whole team edited. */
export const saveTeamPayload = z.object({
  id: rowId.optional(),
  guild: snowflake,
  name: freeText(TEAM_NAME_MAX).trim().min(1),
  roleId: snowflake.nullable().default(null),
  channelId: snowflake.nullable().default(null),
  schedule: z.array(teamNight).max(TEAM_NIGHTS_MAX).default([]),
  benchCredit: z.number().min(0).max(1).nullable().default(null),
  /** Members picked by hand (Discord user ids); holders of `roleId` join without being named here. */
  members: z.array(snowflake).max(TEAM_MEMBERS_MAX).default([]),
  leaders: z.array(snowflake).max(TEAM_LEADERS_MAX).default([]),
});
export type SaveTeamPayload = z.infer<typeof saveTeamPayload>;

export const saveTeamAnswer = z.object({ success: z.literal(true), id: z.number().int() });

/** `POST /api/deleteTeam`: its raids and templates stay, for the whole community. */
export const deleteTeamPayload = z.object({ id: rowId });
