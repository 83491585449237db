import { z } from 'zod';

const named = { id: z.number().int(), name: z.string(), nameEng: z.string() };

export const spec = z.object({
  ...named,
  classEng: z.string(),
  spec2Eng: z.string(),
  role: z.enum(['tank', 'healer', 'dps']),
  image: z.string(),
  image2: z.string(),
});

export const gameClass = z.object({ ...named, color: z.string(), image: z.string(), specs: z.array(spec) });

export const server = z.object({
  id: z.number().int(),
  name: z.string(),
  serverRegion: z.enum(['US', 'EU', 'KR', 'TW', 'CN']),
  serverSlug: z.string(),
  logsSite: z.enum(['www', 'classic', 'vanilla', 'fresh', 'sod']),
});

export const zone = z.object({
  ...named,
  group: z.string(),
  notRelevant: z.boolean(),
  sizes: z.array(z.number().int()),
  hardmode: z.boolean(),
  dontAskLogs: z.boolean(),
  logzone: z.number().int(),
  image: z.string(),
  resetDays: z.union([z.literal(3), z.literal(5), z.literal(7)]),
  /** The zone's bosses in order; `id` is the DungeonEncounter id (Warcraft Logs' encounterID). */
  bosses: z.array(z.object(named)),
});

/** `GET /api/gameData`: the catalogue of the expansion the request's subdomain selects. */
export const gameDataAnswer = z.object({
  expansion: z.string(),
  gearScore: z.boolean(),
  logsSiteUrl: z.string(),
  classes: z.array(gameClass),
  servers: z.array(server),
  factions: z.array(z.object({ ...named, image: z.string() })),
  zones: z.array(zone),
  sizes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  difficulties: z.array(z.object(named)),
  lootSystems: z.array(z.object(named)),
  recordModes: z.array(z.object(named)),
  daysOfWeek: z.array(z.object(named)),
  hours: z.array(z.object({ id: z.number().int(), name: z.string() })),
  lockoutResets: z.array(
    z.object({ region: z.string(), dayOfWeek: z.number().int(), hourUtc: z.number().int() }),
  ),
});
export type GameDataAnswer = z.infer<typeof gameDataAnswer>;

const discordChannel = z.object({ id: z.string(), name: z.string(), disabled: z.boolean() });

/** `GET /api/discordServers`: the user's Discord servers where the bot is present. */
export const discordServer = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  /** True when the user may create raids there (administrator or a configured leader role). */
  leader: z.boolean(),
  roles: z.array(z.object({ id: z.string(), name: z.string(), color: z.number().int() })),
  channels: z.array(discordChannel),
  voiceChannels: z.array(discordChannel),
});
export const discordServersAnswer = z.array(discordServer);
export type DiscordServer = z.infer<typeof discordServer>;
