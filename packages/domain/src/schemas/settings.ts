import { z } from 'zod';
import { NUDGE_MINUTES_MAX, NUDGE_MINUTES_MIN } from '../rules/nudges.js';
import { QUESTION_MAX, QUESTIONS_MAX } from '../rules/textLimits.js';
import { freeText, looseBoolean, rowId, snowflake } from './primitives.js';

export const question = z.object({
  id: z.number().int(),
  question: z.string(),
  /** The caller's answer when a raid is given. */
  answer: z.string().nullable(),
});
export const questionsAnswer = z.array(question);

/** `GET /api/questions?server=...[&raid=...]`. */
export const questionsQuery = z.object({ server: snowflake, raid: rowId.optional() });

/** `POST /api/setQuestions`: the whole list, at most 5 questions of at most 45 characters. */
export const setQuestionsPayload = z.object({
  server: snowflake,
  questions: z.array(freeText(QUESTION_MAX).trim().min(1)).max(QUESTIONS_MAX),
});

/**
 * `POST /api/leaderRoles` and `POST /api/masterMessages`: ids of the Discord servers asked about. The web asks
 * about one at a time; each is checked with Discord, so a call asks about a few at most.
 */
export const discordServersPayload = z.object({ discordServers: z.array(snowflake).max(10) });
export const idListAnswer = z.array(z.string());

/** `POST /api/setLeaderRoles`: add or (del) remove one leader role. */
export const setLeaderRolePayload = z.object({
  server: snowflake,
  role: snowflake,
  del: looseBoolean.default(false),
});

/** `POST /api/setMasterMessage`: add or (del) remove one raid-schedule channel. */
export const setMasterMessagePayload = z.object({
  server: snowflake,
  channel: snowflake,
  del: looseBoolean.default(false),
});

/** Fields a Discord server may hide from its raid cards (SPEC section 3 "Discord server settings"). */
export const hiddenFieldNames = ['avgLog', 'raidExperience', 'characterLogs', 'signUpCharacters'] as const;

/** `GET /api/guildSettings?server=` and `POST /api/setGuildSettings`. */
export const guildSettings = z.object({
  server: snowflake,
  /** Extra status buttons offered on sign-up. */
  statusButtons: z.array(z.enum(['tentative', 'late', 'absence'])),
  hiddenFields: z.array(z.enum(hiddenFieldNames)),
  useDiscordEvents: z.boolean(),
  /** Weekly templates create next week's raids on this day and hour (UTC); null turns creation off. */
  autoCreateDayOfWeek: z.number().int().min(0).max(6).nullable(),
  autoCreateHour: z.number().int().min(0).max(23).nullable(),
  reminderMinutes: z.number().int().min(0).max(1440).nullable(),
  /** Roles whose members are expected at the server's raids: nudged before a raid, "no answer" in attendance. */
  expectedRoles: z.array(snowflake).max(25).default([]),
  /** When expected members who have not answered get a direct message: minutes before the start (free). */
  nudgeMinutes: z.array(z.number().int().min(NUDGE_MINUTES_MIN).max(NUDGE_MINUTES_MAX)).max(4).default([]),
  /**
   * What a raid on the bench counts for in attendance, 0 to 1 in hundredths (issue 30); the full credit until a
   * manager changes it. A save without it keeps the stored one.
   */
  benchCredit: z.number().min(0).max(1).optional(),
});
export type GuildSettings = z.infer<typeof guildSettings>;

/** Communities table row (`GET /api/guilds`). */
export const guildListItem = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  server: z.number().int().nullable(),
  lootSystem: z.number().int().nullable(),
  raids: z.number().int(),
  totalRaids: z.number().int(),
  premium: z.union([z.literal(0), z.literal(1)]),
});
export const guildsAnswer = z.array(guildListItem);

/** `GET /api/users?id=` and `GET /api/guilds?id=`: one id, or none for the whole table. */
export const listQuery = z.object({
  id: z
    .string()
    .regex(/^\d{1,20}$/)
    .optional(),
});

/** `GET /api/invite?id=`: the link, or false when the bot could not create one. */
export const inviteQuery = z.object({ id: snowflake });
export const inviteAnswer = z.union([z.url(), z.literal(false)]);
