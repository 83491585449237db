import { randomBytes } from 'node:crypto';
import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { CharactersTable, RaidsTable, RecordsTable, UsersTable } from '../db/schema.js';
import { SESSION_COOKIE, hashSessionToken } from '../http/requestContext.js';

/**
 * Data factories for database tests: each makes a valid row with sensible defaults that a test overrides.
 * Ids are unique per call so tests in one file never collide.
 */
let sequence = 0;
const next = () => ++sequence;

export function snowflake(): string {
  return `9${Date.now().toString().slice(-9)}${String(next()).padStart(6, '0')}`.slice(0, 19);
}

export async function createUser(db: Db, overrides: Partial<Insertable<UsersTable>> = {}) {
  const id = overrides.id ?? snowflake();
  return db
    .insertInto('users')
    .values({
      id,
      username: `user${next()}`,
      global_name: null,
      discriminator: '0',
      avatar: null,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A live session for the user; answers the Cookie header value to send. */
export async function createSession(db: Db, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('sessions')
    .values({ id: hashSessionToken(token), user_id: userId, expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  return `${SESSION_COOKIE}=${token}`;
}

export async function createGuild(db: Db, overrides: { id?: string; name?: string; owner_id?: string } = {}) {
  return db
    .insertInto('guilds')
    .values({
      id: overrides.id ?? snowflake(),
      name: overrides.name ?? `Guild ${next()}`,
      owner_id: overrides.owner_id ?? null,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The first European realm of the expansion, where test characters and raids live by default. */
export function testRealm(expansion: ExpansionKey = 'wotlk') {
  const realm = expansionCatalogue(expansion).servers.find(
    (server) => server.serverRegion === 'EU' && server.id !== 10024,
  );
  if (!realm) throw new Error('no EU realm');
  return realm;
}

const CAPITALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A letters-only unique character name (game names have no digits). */
export function characterName(): string {
  let n = next();
  let suffix = '';
  while (n > 0) {
    suffix = (CAPITALS[n % 26] ?? 'A').toLowerCase() + suffix;
    n = Math.floor(n / 26);
  }
  return `Test${suffix}`.slice(0, 12);
}

export async function createCharacter(
  db: Db,
  userId: string,
  overrides: Partial<Insertable<CharactersTable>> = {},
) {
  return db
    .insertInto('characters')
    .values({
      expansion: 'wotlk',
      user_id: userId,
      name: characterName(),
      server: testRealm((overrides.expansion as ExpansionKey | undefined) ?? 'wotlk').id,
      faction: 2,
      class: 1,
      spec: 71,
      spec2: 73,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A raid led by the character's owner, in wotlk Icecrown Citadel 25 by default, one day ahead, with the
 * leader's record in slot 1.
 */
export async function createRaid(
  db: Db,
  leader: { userId: string; charId: number; specId?: number; role?: number },
  overrides: Partial<Insertable<RaidsTable>> = {},
) {
  const guildId = overrides.discord_server ?? snowflake();
  await createGuild(db, { id: guildId, owner_id: leader.userId });
  const icc = expansionCatalogue('wotlk').zones.find((zone) => zone.nameEng === 'Icecrown Citadel');
  const raid = await db
    .insertInto('raids')
    .values({
      expansion: 'wotlk',
      user_id: leader.userId,
      char_id: leader.charId,
      date: new Date(Date.now() + 86_400_000),
      server: testRealm().id,
      faction: 2,
      zone: icc?.id ?? 1,
      size: 25,
      difficulty: 1,
      loot_system: 1,
      required_logs: 0,
      required_ilvl: 0,
      discord_channel: snowflake(),
      ...overrides,
      discord_server: guildId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await createRecord(
    db,
    raid,
    { charId: leader.charId, userId: leader.userId },
    {
      slot: 1,
      leader: true,
      spec_id: leader.specId ?? 71,
      role: leader.role ?? 3,
    },
  );
  return raid;
}

/** A new leader with a character, and a raid they lead (createRaid's defaults). */
export async function createLedRaid(db: Db) {
  const leader = await createUser(db);
  const char = await createCharacter(db, leader.id);
  return createRaid(db, { userId: leader.id, charId: char.id });
}

export async function createRecord(
  db: Db,
  raid: { id: number; size: number },
  owner: { charId: number; userId: string },
  overrides: Partial<Insertable<RecordsTable>> = {},
) {
  return db
    .insertInto('records')
    .values({
      raid_id: raid.id,
      raid_size: raid.size,
      char_id: owner.charId,
      user_id: owner.userId,
      slot: 0,
      spec_id: 71,
      role: 3,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A team of the Discord server (issue 30) with these members picked by hand and these leaders. */
export async function createTeam(
  db: Db,
  team: { guildId: string; name?: string; members?: string[]; leaders?: string[]; roleId?: string },
) {
  await createGuild(db, { id: team.guildId });
  const row = await db
    .insertInto('teams')
    .values({ guild_id: team.guildId, name: team.name ?? `Team ${next()}`, role_id: team.roleId ?? null })
    .returningAll()
    .executeTakeFirstOrThrow();
  const members = team.members ?? [];
  if (members.length > 0) {
    await db
      .insertInto('team_members')
      .values(
        members.map((userId) => ({
          team_id: row.id,
          user_id: userId,
          name: `Member ${userId}`,
          by_role: false,
        })),
      )
      .execute();
  }
  const leaders = team.leaders ?? [];
  if (leaders.length > 0) {
    await db
      .insertInto('team_leaders')
      .values(leaders.map((userId) => ({ team_id: row.id, user_id: userId })))
      .execute();
  }
  return row;
}
