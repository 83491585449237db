import type { WorldCatalogue } from './catalogue.js';
import {
  GUILD_ID_BASE,
  HOT_RAID_SIZE,
  HOT_RECORDS,
  HOT_ROSTER,
  hotRaidCount,
  hotRaidId,
  leaderCharId,
  leaderPerson,
  playerCharId,
  SESSION_TOKEN_PREFIX,
  USER_ID_BASE,
  userId,
  type WorldLayout,
} from './layout.js';

/**
 * The set-based statements that fill a migrated database with a world (layout.ts says what is in it). Every
 * row is derived from its position through `pg_temp.h(n, salt)` (PostgreSQL's own hashint8), so the world is
 * the same on every run, and nothing is inserted row by row.
 *
 * Characters are numbered so that realm-and-faction buckets are arithmetic: character `id` is in bucket
 * `(id - 1) % buckets` at position `(id - 1) / buckets`, and user `u` owns characters
 * `floor((5u + 1) / 2) + 1 ...` (2 or 3 consecutive ids, so with at least 4 buckets no player has two
 * characters on one realm and faction). A raid of bucket b takes the characters at consecutive positions of b
 * starting with its leader's: one record per character, one character per player, all on the raid's realm.
 */
export interface WorldStatement {
  label: string;
  text: string;
}

/** The hot raids' Discord server and channel: the demo world's first guild, which the Discord stand-in knows. */
export interface HotGuild {
  id: string;
  name: string;
  channelId: string;
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const userIdSql = (index: string) => `(${USER_ID_BASE}::numeric + ${index})::text`;
const guildIdSql = (index: string) => `(${GUILD_ID_BASE}::numeric + ${index})::text`;
/** Letters only, as character names are (digits become a..j). */
const nameSql = (prefix: string, n: string) =>
  `initcap(${quote(prefix)} || translate((${n})::text, '0123456789', 'abcdefghij'))`;
const at = (epochSql: string) => `to_timestamp(${epochSql})`;

const DAY = 86_400;
const PAST_SPAN = 730 * DAY;
const ACTIVE_SPAN = 28 * DAY;

export function catalogueStatements(catalogue: WorldCatalogue, layout: WorldLayout): WorldStatement[] {
  const serverRows = catalogue.servers
    .slice(0, layout.buckets / 2)
    .map((server, index) => `(${index}, ${server})`)
    .join(', ');
  const specRows = catalogue.specs
    .map((spec, index) => `(${index}, ${spec.classId}, ${spec.specId}, ${spec.role})`)
    .join(', ');
  const zoneRows = catalogue.zones
    .map((zone, index) => `(${index}, ${zone.zone}, ${zone.size}, ${zone.hardmode})`)
    .join(', ');
  return [
    {
      label: 'catalogue',
      text: `
        CREATE FUNCTION pg_temp.h(n bigint, salt integer) RETURNS integer IMMUTABLE LANGUAGE sql
          AS $$ SELECT abs(hashint8(n * 1000 + salt) % 1000000007)::integer $$;
        CREATE TEMP TABLE bench_servers (idx integer PRIMARY KEY, server integer);
        INSERT INTO bench_servers VALUES ${serverRows};
        CREATE TEMP TABLE bench_specs (idx integer PRIMARY KEY, class integer, spec integer, role smallint);
        INSERT INTO bench_specs VALUES ${specRows};
        CREATE TEMP TABLE bench_zones (idx integer PRIMARY KEY, zone integer, size smallint, hard boolean);
        INSERT INTO bench_zones VALUES ${zoneRows};`,
    },
  ];
}

export function peopleStatements(
  catalogue: WorldCatalogue,
  layout: WorldLayout,
  hotGuild: HotGuild,
): WorldStatement[] {
  const { buckets, characters, users, guilds, leaders, players } = layout;
  const everyone = users + layout.watchers + 1;
  const hotServer = catalogue.servers[0] as number;
  const specCount = catalogue.specs.length;
  return [
    {
      label: `${everyone} users`,
      text: `
        INSERT INTO users (id, username, global_name, premium, language, created_at, updated_at)
        SELECT ${userIdSql('u')},
          CASE WHEN u < ${users} THEN 'player' || u ELSE 'bench' || (u - ${users}) END,
          CASE WHEN pg_temp.h(u, 1) % 3 = 0 THEN NULL ELSE 'Player ' || u END,
          pg_temp.h(u, 2) % 50 = 0,
          CASE pg_temp.h(u, 3) % 4 WHEN 0 THEN 'ru' WHEN 1 THEN NULL ELSE 'en' END,
          now() - (pg_temp.h(u, 4) % 700) * interval '1 day', now()
        FROM generate_series(0, ${everyone - 1}) AS u;`,
    },
    {
      label: `${guilds + 1} guilds`,
      text: `
        INSERT INTO guilds (id, name, icon, owner_id)
        SELECT ${guildIdSql('g')}, 'Guild ' || g, NULL, ${userIdSql(`g % ${leaders}`)}
        FROM generate_series(0, ${guilds - 1}) AS g;
        INSERT INTO guild_schedule_channels (guild_id, channel_id)
        SELECT ${guildIdSql('g')}, (400000000000000000::numeric + g)::text FROM generate_series(0, ${guilds - 1}) AS g;
        INSERT INTO guilds (id, name, owner_id)
          VALUES (${quote(hotGuild.id)}, ${quote(hotGuild.name)}, ${quote(userId(users + leaderPerson(layout)))});
        INSERT INTO guild_schedule_channels (guild_id, channel_id)
          VALUES (${quote(hotGuild.id)}, ${quote(hotGuild.channelId)});`,
    },
    {
      label: `${characters} characters`,
      text: `
        INSERT INTO characters (id, expansion, user_id, name, server, faction, class, spec, logs, ilvl, created_at)
        SELECT c, ${quote(catalogue.expansion)}, ${userIdSql('((c - 1) * 2) / 5')}, ${nameSql('ch', 'c')},
          s.server, 1 + ((c - 1) % ${buckets}) % 2, sp.class, sp.spec,
          CASE WHEN pg_temp.h(c, 5) % 4 = 0 THEN NULL ELSE (pg_temp.h(c, 6) % 100)::real END,
          440 + pg_temp.h(c, 7) % 70, now() - (pg_temp.h(c, 8) % 700) * interval '1 day'
        FROM generate_series(1, ${characters}) AS c
        JOIN bench_servers s ON s.idx = ((c - 1) % ${buckets}) / 2
        JOIN bench_specs sp ON sp.idx = pg_temp.h(c, 9) % ${specCount};`,
    },
    {
      label: `${players + 1} bench characters (players, hot raids' leader)`,
      text: `
        INSERT INTO characters (id, expansion, user_id, name, server, faction, class, spec, ilvl)
        SELECT ${characters + 1} + p, ${quote(catalogue.expansion)},
          ${userIdSql(`${users} + CASE WHEN p < ${players} THEN p ELSE ${leaderPerson(layout)} END`)},
          ${nameSql('bench', 'p')}, ${hotServer}, 1, sp.class, sp.spec, 480
        FROM generate_series(0, ${players}) AS p
        JOIN bench_specs sp ON sp.idx = p % ${specCount};`,
    },
    {
      label: `${layout.watchers + 1} sessions`,
      text: `
        INSERT INTO sessions (id, user_id, expires_at)
        SELECT encode(sha256(convert_to(${quote(SESSION_TOKEN_PREFIX)} || j, 'UTF8')), 'hex'),
          ${userIdSql(`${users} + j`)}, now() + interval '30 days'
        FROM generate_series(0, ${layout.watchers}) AS j;`,
    },
  ];
}

export function raidStatements(
  catalogue: WorldCatalogue,
  layout: WorldLayout,
  nowEpoch: number,
): WorldStatement[] {
  const { raids, activeRaids, buckets, leaders, guilds } = layout;
  const past = raids - activeRaids;
  const pastStep = Math.max(1, Math.floor(PAST_SPAN / Math.max(1, past)));
  const activeStep = Math.max(1, Math.floor(ACTIVE_SPAN / activeRaids));
  const zoneCount = catalogue.zones.length;
  return [
    {
      label: `${raids} raids (${activeRaids} upcoming)`,
      text: `
        INSERT INTO raids (id, expansion, user_id, char_id, date, server, faction, zone, size, difficulty,
          loot_system, comment, required_logs, required_ilvl, record_mode, discord_server, discord_channel,
          discord_message, discord_message_status, canceled, canceled_reason, is_archive, created_at, updated_at)
        SELECT i, ${quote(catalogue.expansion)}, ${userIdSql('leader.l')}, leader.char_id,
          ${at('when_.epoch')}, s.server, 1 + leader.bucket % 2, z.zone, z.size,
          CASE WHEN z.hard AND pg_temp.h(i, 12) % 3 = 0 THEN 2 ELSE 1 END,
          1 + pg_temp.h(i, 13) % 5,
          CASE WHEN pg_temp.h(i, 14) % 3 = 0 THEN 'Bring flasks and food. Discord voice required.' ELSE '' END,
          CASE WHEN pg_temp.h(i, 15) % 4 = 0 THEN 40 + pg_temp.h(i, 16) % 50 ELSE 0 END,
          CASE WHEN pg_temp.h(i, 17) % 5 = 0 THEN 450 + pg_temp.h(i, 18) % 40 ELSE 0 END,
          pg_temp.h(i, 19) % 5 / 4,
          ${guildIdSql(`leader.l % ${guilds}`)}, (400000000000000000::numeric + leader.l % ${guilds})::text,
          CASE WHEN pg_temp.h(i, 20) % 10 = 0 THEN NULL ELSE (500000000000000000::numeric + i)::text END,
          CASE WHEN pg_temp.h(i, 20) % 10 = 0 THEN NULL WHEN when_.canceled THEN 'canceled'
            WHEN when_.past THEN 'completed' ELSE 'active' END,
          when_.canceled, CASE WHEN when_.canceled THEN 'Not enough people' END,
          when_.past OR when_.canceled,
          ${at(`when_.epoch - (1 + pg_temp.h(i, 21) % 14) * ${DAY}`)}, ${at(`when_.epoch - ${DAY}`)}
        FROM generate_series(1, ${raids}) AS i
        CROSS JOIN LATERAL (
          SELECT l, ((5 * l + 1) / 2) + 1 AS char_id, (((5 * l + 1) / 2)) % ${buckets} AS bucket
          FROM (SELECT pg_temp.h(i, 10) % ${leaders} AS l) AS chosen
        ) AS leader
        CROSS JOIN LATERAL (
          SELECT i <= ${past} AS past,
            CASE WHEN i <= ${past} THEN ${nowEpoch - 7_200} - (${past} - i)::bigint * ${pastStep}
              ELSE ${nowEpoch + 7_200} + (i - ${past} - 1)::bigint * ${activeStep} END AS epoch,
            pg_temp.h(i, 11) % 100 < CASE WHEN i <= ${past} THEN 6 ELSE 1 END AS canceled
        ) AS when_
        JOIN bench_servers s ON s.idx = leader.bucket / 2
        JOIN bench_zones z ON z.idx = pg_temp.h(i, 22) % ${zoneCount};`,
    },
  ];
}

/** The records of world raids `from`..`to` (ranges run on parallel connections). */
export function recordStatement(layout: WorldLayout, from: number, to: number): WorldStatement {
  const { buckets } = layout;
  return {
    label: `records of raids ${from} to ${to}`,
    text: `
        INSERT INTO records (raid_id, raid_size, char_id, user_id, slot, spec_id, role, leader, logs, ilvl,
          status, created_at, updated_at)
        SELECT r.id, r.size, c.id, c.user_id, CASE WHEN k < plan.roster THEN k + 1 ELSE 0 END, c.spec, sp.role,
          k = 0, c.logs, c.ilvl,
          CASE pg_temp.h(r.id::bigint * 512 + k, 23) % 25 WHEN 0 THEN 'tentative' WHEN 1 THEN 'late'
            WHEN 2 THEN 'absence' END,
          r.created_at + k * interval '9 minutes', r.created_at + k * interval '9 minutes'
        FROM raids AS r
        CROSS JOIN LATERAL (
          SELECT (r.char_id - 1) % ${buckets} AS bucket, (r.char_id - 1) / ${buckets} AS position,
            least(${layout.bucketSize - 1}, CASE WHEN pg_temp.h(r.id, 24) % 100 < 3
              THEN 41 + pg_temp.h(r.id, 25) % 460 ELSE 10 + pg_temp.h(r.id, 25) % 31 END) AS n
        ) AS pick
        CROSS JOIN LATERAL (
          SELECT CASE WHEN r.is_archive THEN least(pick.n, r.size)
            ELSE greatest(1, least(pick.n, r.size * (40 + pg_temp.h(r.id, 26) % 61) / 100)) END AS roster
        ) AS plan
        CROSS JOIN LATERAL generate_series(0, pick.n - 1) AS k
        JOIN characters c ON c.id = ((pick.position + k) % ${layout.bucketSize}) * ${buckets} + pick.bucket + 1
        JOIN bench_specs sp ON sp.class = c.class AND sp.spec = c.spec
        WHERE r.id BETWEEN ${from} AND ${to};`,
  };
}

/** The hot raids (layout.ts), their 25 records each, and every raid's history. */
export function hotRaidStatements(
  catalogue: WorldCatalogue,
  layout: WorldLayout,
  nowEpoch: number,
  hotGuild: HotGuild,
): WorldStatement[] {
  const hotZone = catalogue.zones.find((zone) => zone.size === HOT_RAID_SIZE) ?? catalogue.zones[0];
  if (!hotZone) throw new Error('the catalogue has no zones');
  const count = hotRaidCount(layout);
  const first = hotRaidId(layout, 0);
  const leaderUser = userIdSql(String(layout.users + leaderPerson(layout)));
  // The 24 world characters of bucket 0 (the hot realm and faction) that fill each hot raid besides its leader.
  const others = HOT_RECORDS - 1;
  return [
    {
      label: `${count} hot raids`,
      text: `
        INSERT INTO raids (id, expansion, user_id, char_id, date, server, faction, zone, size, difficulty,
          loot_system, discord_server, discord_channel, created_at, updated_at)
        SELECT ${first} + t, ${quote(catalogue.expansion)}, ${leaderUser}, ${leaderCharId(layout)},
          ${at(`${nowEpoch + 2 * DAY} + t * ${7 * DAY}`)}, ${catalogue.servers[0]}, 1, ${hotZone.zone}, ${HOT_RAID_SIZE}, 1, 1,
          ${quote(hotGuild.id)}, ${quote(hotGuild.channelId)}, now() - interval '1 day', now() - interval '1 day'
        FROM generate_series(0, ${count - 1}) AS t;
        INSERT INTO records (raid_id, raid_size, char_id, user_id, slot, spec_id, role, leader, created_at, updated_at)
        SELECT r.id, r.size, ${leaderCharId(layout)}, ${leaderUser}, 1, c.spec, sp.role, true, r.created_at, r.created_at
        FROM raids r, characters c JOIN bench_specs sp ON sp.class = c.class AND sp.spec = c.spec
        WHERE r.id >= ${first} AND c.id = ${leaderCharId(layout)};
        INSERT INTO records (raid_id, raid_size, char_id, user_id, slot, spec_id, role, created_at, updated_at)
        SELECT r.id, r.size, c.id, c.user_id, CASE WHEN k < ${HOT_ROSTER - 1} THEN k + 2 ELSE 0 END, c.spec, sp.role,
          r.created_at + k * interval '1 minute', r.created_at + k * interval '1 minute'
        FROM raids r CROSS JOIN generate_series(0, ${others - 1}) AS k
        JOIN characters c ON c.id = (${Math.floor(layout.bucketSize / 2)} + k) * ${layout.buckets} + 1
        JOIN bench_specs sp ON sp.class = c.class AND sp.spec = c.spec
        WHERE r.id >= ${first};`,
    },
    {
      label: 'history',
      text: `
        INSERT INTO history (raid_id, user_id, event, created_at)
        SELECT id, user_id, 'createRaid', created_at FROM raids;
        INSERT INTO history (raid_id, user_id, event, text, created_at)
        SELECT id, user_id, 'cancelRaid', canceled_reason, updated_at FROM raids WHERE canceled;`,
    },
    {
      label: 'sequences',
      text: `
        SELECT setval('characters_id_seq', (SELECT max(id) FROM characters));
        SELECT setval('raids_id_seq', (SELECT max(id) FROM raids));`,
    },
  ];
}

/** The bench's fixed facts about a world, from its layout (ids, the players' characters, tokens). */
export function playerCharIds(layout: WorldLayout): number[] {
  return Array.from({ length: layout.players }, (_, player) => playerCharId(layout, player));
}
