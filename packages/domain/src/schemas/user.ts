import { z } from 'zod';
import { flag, snowflake } from './primitives.js';

/** The user flags a player switches in Settings, each 0 or 1 (SPEC section 3 "User"). */
export const userFlagNames = [
  'useDiscordEvents',
  'preliminaryRaidRosters',
  'onlySetupNotifications',
  'dontShowAvgLogInPublication',
  'dontShowRaidExpInPublication',
  'dontShowLogsInPublication',
  'dontShowRecordsInPublication',
  'dontShowAllCharsInRecords',
  'tentative',
  'late',
  'absence',
] as const;

export type UserFlagName = (typeof userFlagNames)[number];

const userFlags = Object.fromEntries(userFlagNames.map((name) => [name, flag])) as Record<
  UserFlagName,
  typeof flag
>;

export const user = z.object({
  id: snowflake,
  username: z.string(),
  global_name: z.string().nullable(),
  discriminator: z.string().nullable(),
  avatar: z.string().nullable(),
  premium: flag,
  preferredServer: z.number().int().nullable(),
  preferredLootSystem: z.number().int().nullable(),
  /** Raids this user leads in the current expansion. */
  raids: z.number().int().nonnegative(),
  /** Raids this user leads in every expansion. */
  total: z.number().int().nonnegative(),
  /** All raids of the current expansion: the denominator of the raid share. */
  totalRaids: z.number().int().nonnegative(),
  ...userFlags,
});
export type User = z.infer<typeof user>;

/**
 * `POST /api/refreshUser`: the web sends the user object merged with its updates; only the preference
 * fields are read, everything else a client sends is ignored.
 */
export const refreshUserPayload = z
  .object({
    preferredServer: z.number().int().positive().nullable(),
    preferredLootSystem: z.number().int().positive().nullable(),
    ...userFlags,
  })
  .partial();
export type RefreshUserPayload = z.infer<typeof refreshUserPayload>;

export const expansion = z.object({
  shortName: z.string(),
  nameEng: z.string(),
  current: z.boolean(),
});

/** `GET /api/init`. */
export const initAnswer = z.object({
  oauthURL: z.url(),
  user: user.nullable(),
  expansions: z.array(expansion),
  botInviteLink: z.url(),
  /**
   * The viewer is the site administrator, who has a raid leader's roster rights in every raid (SPEC section 6):
   * the raid view shows them the sign-up list and the composition (issue 28).
   */
  siteAdmin: z.boolean(),
});
export type InitAnswer = z.infer<typeof initAnswer>;

/** `GET /api/login?code=...&state=...`. */
export const loginQuery = z.object({
  code: z.string().min(1).max(512),
  state: z.string().min(1).max(512),
});

/** Raid leaders table row (`GET /api/users`). */
export const userListItem = user.pick({
  id: true,
  username: true,
  global_name: true,
  discriminator: true,
  avatar: true,
  premium: true,
  preferredServer: true,
  preferredLootSystem: true,
  raids: true,
  total: true,
  totalRaids: true,
});
export type UserListItem = z.infer<typeof userListItem>;
