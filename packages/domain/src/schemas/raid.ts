import { z } from 'zod';
import { ARCHIVE_PAGE_SIZE } from '../rules/pagination.js';
import { COMMENT_MAX, REASON_MAX } from '../rules/textLimits.js';
import {
  dayOfWeekId,
  freeText,
  isoDateTime,
  looseBoolean,
  optionalQueryId,
  rowId,
  snowflake,
  timeOfDay,
} from './primitives.js';
import { record } from './record.js';

export const raidStatus = z.enum(['active', 'completed', 'canceled']);
export type RaidStatus = z.infer<typeof raidStatus>;

const nullableZoneName = z.string().nullable();

export const raid = z.object({
  id: z.number().int(),
  userID: snowflake,
  userRepresentation: z.string(),
  avatar: z.string().nullable(),
  date: isoDateTime,
  /** Set when a weekly template created the raid: the template's stored day of week. */
  dayOfWeek: z.number().int().nullable(),
  startDayOfWeek: z.number().int().nullable(),
  startTime: z.string().nullable(),
  server: z.number().int(),
  serverName: z.string(),
  faction: z.string(),
  factionID: z.number().int(),
  factionEng: z.string(),
  zone: z.string(),
  zoneEng: z.string(),
  zoneID: z.number().int(),
  zone2: nullableZoneName,
  zone2Eng: nullableZoneName,
  zone2ID: z.number().int().nullable(),
  zone3: nullableZoneName,
  zone3Eng: nullableZoneName,
  zone3ID: z.number().int().nullable(),
  logzone: z.number().int(),
  logzone2: z.number().int().nullable(),
  logzone3: z.number().int().nullable(),
  zoneSizeDifficulty: z.string(),
  zoneSizeDifficultyEng: z.string(),
  size: z.number().int(),
  difficulty: z.string(),
  difficultyEng: z.string(),
  difficultyID: z.number().int(),
  lootSystem: z.string(),
  lootSystemEng: z.string(),
  lootSystemID: z.number().int(),
  /** Roster counts by role (records in a slot above 0). */
  tanks: z.number().int(),
  healers: z.number().int(),
  dps: z.number().int(),
  /** Filled roster slots out of `size`. */
  slotsFilled: z.number().int(),
  /** Every sign-up, roster and list together. */
  recordsCount: z.number().int(),
  requiredLogs: z.number().int(),
  requiredIlvl: z.number().int(),
  byers: z.boolean(),
  comment: z.string(),
  recordMode: z.number().int(),
  everyone: z.boolean(),
  private: z.boolean(),
  discordServer: z.string(),
  discordChannel: z.string(),
  discordVoiceChannel: z.string().nullable(),
  discordMessage: z.string().nullable(),
  /** The leader's character id. */
  char: z.number().int(),
  canceled: z.boolean(),
  canceledReason: z.string().nullable(),
  isArchive: z.boolean(),
  status: raidStatus,
  preliminaryRaidRosters: z.boolean(),
  rosterApproved: z.boolean(),
  guildIcon: z.string().nullable(),
  guildName: z.string().nullable(),
  /** The community's team the raid belongs to (issue 30), or null. */
  teamID: z.number().int().nullable(),
  teamName: z.string().nullable(),
  /** On the single-raid answer of a team raid: its members' user ids, whom the sign-up list puts first. */
  teamMembers: z.array(z.string()).optional(),
  /** On the single-raid answer of a team raid: its team's leaders, who manage it as its leader does. */
  teamLeaders: z.array(z.string()).optional(),
  messagesCount: z.number().int(),
  dontAskLogs: z.boolean(),
  /**
   * A loot-bidding (GDKP) raid's pot in copper as its ledger's last change left it (0 before any sale); null
   * for every other loot system, and while the ledger is hidden from visitors (the lists are the same for all).
   */
  potCopper: z.number().int().min(0).nullable(),
  /** Present on the single-raid answer (`?id=`), absent from lists. */
  records: z.array(record).optional(),
  /**
   * On the single-raid answer: the version of `records`. Each change of the raid's records raises it by one;
   * a live `recordsUpdated` delta names the version it starts from, so a client can tell it missed one.
   */
  recordsVersion: z.number().int().optional(),
});
export type Raid = z.infer<typeof raid>;

/**
 * A row of the raid lists (SPEC section 2 "Raid card"): what the card shows and nothing else, so a page of the
 * list stays small. The single-raid answer (`?id=`) carries the whole `raid`.
 */
export const raidCard = raid.pick({
  id: true,
  userID: true,
  userRepresentation: true,
  avatar: true,
  date: true,
  server: true,
  serverName: true,
  faction: true,
  factionID: true,
  factionEng: true,
  zone: true,
  zoneEng: true,
  zoneID: true,
  zone2: true,
  zone2Eng: true,
  zone2ID: true,
  zone3: true,
  zone3Eng: true,
  zone3ID: true,
  size: true,
  difficulty: true,
  difficultyEng: true,
  difficultyID: true,
  lootSystem: true,
  lootSystemEng: true,
  lootSystemID: true,
  tanks: true,
  healers: true,
  dps: true,
  slotsFilled: true,
  recordsCount: true,
  requiredLogs: true,
  requiredIlvl: true,
  byers: true,
  private: true,
  discordServer: true,
  discordChannel: true,
  discordMessage: true,
  canceled: true,
  isArchive: true,
  status: true,
  guildIcon: true,
  guildName: true,
  teamID: true,
  teamName: true,
  dontAskLogs: true,
  potCopper: true,
});
export type RaidCard = z.infer<typeof raidCard>;

/** `GET /api/raids`. */
export const raidsQuery = z.object({
  id: optionalQueryId,
  user: snowflake.optional().or(z.literal('').transform(() => undefined)),
  guild: snowflake.optional().or(z.literal('').transform(() => undefined)),
  team: optionalQueryId,
  server: optionalQueryId,
  faction: optionalQueryId,
  zone: optionalQueryId,
  size: optionalQueryId,
  difficulty: optionalQueryId,
  lootSystem: optionalQueryId,
  archive: z.enum(['0', '1']).optional(),
  perPage: z.coerce.number().int().min(1).max(ARCHIVE_PAGE_SIZE).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
});
export type RaidsQuery = z.infer<typeof raidsQuery>;

/** The single-raid answer (`?id=`): one whole raid with its records. */
export const raidsAnswer = z.object({
  data: z.array(raid),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});
export type RaidsAnswer = z.infer<typeof raidsAnswer>;

/** A page of the active list or the archive: cards only. */
export const raidListAnswer = z.object({
  data: z.array(raidCard),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});
export type RaidListAnswer = z.infer<typeof raidListAnswer>;

const optionalZone = z
  .number()
  .int()
  .nonnegative()
  .nullish()
  .transform((value) => value || null);

/** The raid dialog's fields common to one-off raids and weekly templates (SPEC section 3 "Raid dialog payload"). */
const raidFields = {
  server: z.number().int().positive(),
  faction: z.number().int().positive(),
  zone: z.number().int().positive(),
  zone2: optionalZone,
  zone3: optionalZone,
  size: z.number().int().positive(),
  difficulty: z.number().int().positive(),
  lootSystem: z.number().int().positive(),
  byers: looseBoolean.default(false),
  comment: freeText(COMMENT_MAX).default(''),
  requiredLogs: z.number().int().default(0),
  requiredIlvl: z.number().int().default(0),
  char: rowId,
  recordMode: z.number().int().min(0).max(1).default(0),
  discordServer: snowflake,
  discordChannel: snowflake,
  discordVoiceChannel: snowflake.nullish(),
  everyone: looseBoolean.default(false),
  private: looseBoolean.default(false),
  /** The community's team the raid belongs to (issue 30); none for the whole community. */
  team: rowId.nullish().transform((value) => value ?? null),
};

/** `POST /api/refreshRaid` creating or editing a one-off raid. */
export const saveRaidPayload = z.object({
  id: rowId.optional(),
  ...raidFields,
  date: isoDateTime,
  changeDate: looseBoolean.optional(),
  reason: freeText(REASON_MAX).optional(),
});
export type SaveRaidPayload = z.infer<typeof saveRaidPayload>;

/** `POST /api/refreshRaid` cancelling a raid: `canceled=1` with the required reason. */
export const cancelRaidPayload = z.object({
  id: rowId,
  canceled: z.union([z.literal(1), z.literal(true)]),
  reason: freeText(REASON_MAX).trim().min(1),
});

export const refreshRaidPayload = z.union([cancelRaidPayload, saveRaidPayload]);

/** Answer of refreshRaid / refreshAutoRaid: success, an error text, or the id of a raid on the same date. */
export const refreshRaidAnswer = z.union([
  z.object({ success: z.literal(true), id: z.number().int() }),
  z.object({ error: z.string(), code: z.string().optional() }),
  z.object({ exist: z.number().int() }),
]);
export type RefreshRaidAnswer = z.infer<typeof refreshRaidAnswer>;

/** A weekly template: local start for the dialog, stored (UTC) day and time for scheduling. */
export const autoRaid = z.object({
  id: z.number().int(),
  off: z.union([z.literal(0), z.literal(1)]),
  zone: z.string(),
  zoneEng: z.string(),
  zoneID: z.number().int(),
  zoneSizeDifficulty: z.string(),
  zoneSizeDifficultyEng: z.string(),
  /** Stored (UTC) day of week and time. */
  dayOfWeek: dayOfWeekId,
  time: timeOfDay,
  /** The same moment in the leader's local time, as entered. */
  startDayOfWeek: dayOfWeekId,
  startTime: timeOfDay,
  /** The team whose raids the template creates, or null for the whole community. */
  team: z.number().int().nullable(),
  discordServer: z.string(),
  guildName: z.string().nullable(),
  /** The rest of the template, so the dialog opens it for editing (server, faction, zone, size, difficulty locked). */
  server: z.number().int(),
  factionID: z.number().int(),
  zone2ID: z.number().int().nullable(),
  zone3ID: z.number().int().nullable(),
  size: z.number().int(),
  difficultyID: z.number().int(),
  lootSystemID: z.number().int(),
  byers: z.boolean(),
  comment: z.string(),
  requiredLogs: z.number().int(),
  requiredIlvl: z.number().int(),
  char: z.number().int(),
  recordMode: z.number().int(),
  everyone: z.boolean(),
  private: z.boolean(),
  discordChannel: z.string(),
  discordVoiceChannel: z.string().nullable(),
});
export type AutoRaid = z.infer<typeof autoRaid>;
export const autoRaidsAnswer = z.array(autoRaid);

/** `POST /api/refreshAutoRaid` saving a template (create or full edit). */
export const saveAutoRaidPayload = z.object({
  id: rowId.optional(),
  ...raidFields,
  startDayOfWeek: dayOfWeekId,
  startTime: timeOfDay,
  dayOfWeek: dayOfWeekId,
  time: timeOfDay,
});

/** The template's own fields, which a toggle does not carry. */
const notInToggle = Object.fromEntries(Object.keys(raidFields).map((key) => [key, z.never().optional()])) as {
  [Key in keyof typeof raidFields]: z.ZodOptional<z.ZodNever>;
};

/**
 * `POST /api/refreshAutoRaid` with only the changed fields of an existing template (on/off, day, time). A field
 * of the template is refused here, one issue each: a full edit with an invalid field then fails this branch by
 * more issues than as the edit it is, so the 400 names that field, instead of passing as a toggle that changes
 * nothing with its other fields stripped. (`.strict()` would not do: its single non-aborting issue wins zod's
 * union over the edit's.)
 */
const toggleAutoRaidPayload = z.object({
  ...notInToggle,
  id: rowId,
  off: z.union([z.literal(0), z.literal(1)]).optional(),
  dayOfWeek: dayOfWeekId.optional(),
  time: timeOfDay.optional(),
  startDayOfWeek: dayOfWeekId.optional(),
  startTime: timeOfDay.optional(),
});

export type SaveAutoRaidPayload = z.infer<typeof saveAutoRaidPayload>;
export type ToggleAutoRaidPayload = z.infer<typeof toggleAutoRaidPayload>;

export const refreshAutoRaidPayload = z.union([saveAutoRaidPayload, toggleAutoRaidPayload]);

export const idQuery = z.object({ id: rowId });
