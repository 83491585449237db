import { findSpec } from '@raid/domain/catalogue/classes';
import { lockoutResets, LOOT_BIDDING_SYSTEM_ID, NORMAL_DIFFICULTY_ID } from '@raid/domain/catalogue/common';
import { expansionCatalogue, expansionKeys } from '@raid/domain/catalogue/expansions';
import { roleNumber, type ExpansionKey } from '@raid/domain/catalogue/types';
import { REQUIRED_GEAR_SCORE_MAX, REQUIRED_ILVL_MAX, REQUIRED_LOGS_MAX } from '@raid/domain/rules/raidForm';
import { raidStatus, showSignUpButton } from '@raid/domain/rules/raidLifecycle';
import { logsFigure } from '@raid/domain/rules/requirements';
import { areSimilarRaids, lockoutResetFor } from '@raid/domain/rules/similarRaids';
import { demoGuilds, demoUsers, RUSSIAN_REALM_ID } from '@raid/stand-ins/demoWorld';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { raidSitOuts } from '../features/benches/service.js';
import { isGuildLeader } from '../access/guildRoles.js';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.js';
import { planDemoExpansion } from './demoPlan.js';
import { seedDemoWorld } from './seedDemoWorld.js';

const NOW = new Date('2025-06-11T10:30:00Z');
const TABLES = [
  'users',
  'guilds',
  'guild_schedule_channels',
  'guild_leader_roles',
  'questions',
  'characters',
  'raids',
  'records',
  'history',
] as const;

async function counts(db: Db): Promise<Record<string, number>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return [table, row.n] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** What a visitor sees of the raids, without database ids. */
async function raidSummaries(db: Db) {
  return db
    .selectFrom('raids')
    .innerJoin('characters', 'characters.id', 'raids.char_id')
    .select(['raids.expansion', 'raids.date', 'raids.zone', 'raids.size', 'raids.user_id', 'characters.name'])
    .select(
      sql<string>`(SELECT string_agg(c.name || ':' || r.slot, ',' ORDER BY r.slot, c.name)
        FROM records r JOIN characters c ON c.id = r.char_id WHERE r.raid_id = raids.id)`.as('members'),
    )
    .orderBy('raids.expansion')
    .orderBy('raids.date')
    .execute();
}

describe('seedDemoWorld', () => {
  let first: TestDatabase;
  let second: TestDatabase;
  let seeded: boolean;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    seeded = await seedDemoWorld(first.db, NOW);
  });
  afterAll(async () => {
    await Promise.all([first.drop(), second.drop()]);
  });

  it('seeds an empty database once and leaves a populated one alone', async () => {
    expect(seeded).toBe(true);
    const before = await counts(first.db);
    expect(before).toMatchObject({
      users: demoUsers.length,
      guilds: demoGuilds.length,
      questions: 2,
      raids: 35,
    });
    await expect(seedDemoWorld(first.db, new Date(NOW.getTime() + 86_400_000))).resolves.toBe(false);
    expect(await counts(first.db)).toEqual(before);
  });

  it('seeds once when two servers start at the same moment, and the same world every time', async () => {
    const results = await Promise.all([seedDemoWorld(second.db, NOW), seedDemoWorld(second.db, NOW)]);
    expect([...results].sort()).toEqual([false, true]);
    expect(await counts(second.db)).toEqual(await counts(first.db));
    expect(await raidSummaries(second.db)).toEqual(await raidSummaries(first.db));
  });

  it('saves completed rosters to their zones and adds one save by hand on an upcoming sign-up list', async () => {
    const saves = await first.db
      .selectFrom('lockout_saves')
      .innerJoin('characters', 'characters.id', 'lockout_saves.char_id')
      .select(['lockout_saves.raid_id', 'lockout_saves.saved_until', 'characters.expansion'])
      .execute();
    const byRaid = saves.filter((save) => save.raid_id !== null);
    expect(new Set(byRaid.map((save) => save.expansion)).size).toBe(expansionKeys.length);
    const byHand = saves.filter((save) => save.raid_id === null);
    expect(byHand).toHaveLength(1);
    expect(byHand[0]?.saved_until.getTime()).toBeGreaterThan(NOW.getTime());
  });

  it('creates the admin and the premium user with their flags', async () => {
    const users = await first.db.selectFrom('users').select(['id', 'premium', 'language']).execute();
    const admin = demoUsers.find((user) => user.admin);
    const premium = demoUsers.find((user) => user.premium);
    const plain = demoUsers.find((user) => !user.premium && !user.admin);
    expect(users.find((user) => user.id === admin?.id)?.premium).toBe(false);
    expect(users.find((user) => user.id === premium?.id)?.premium).toBe(true);
    expect(users.find((user) => user.id === plain?.id)?.premium).toBe(false);
    expect(users.find((user) => user.language === 'ru')).toBeDefined();
  });

  it('registers the guilds with their schedule channel, leader role and sign-up questions', async () => {
    const [guild] = demoGuilds;
    const channels = await first.db
      .selectFrom('guild_schedule_channels')
      .selectAll()
      .orderBy('guild_id')
      .execute();
    expect(channels).toEqual(
      demoGuilds.map((demo) => ({
        guild_id: demo.id,
        channel_id: demo.channels.find((channel) => channel.type === 0)?.id,
      })),
    );
    const roles = await first.db.selectFrom('guild_leader_roles').selectAll().execute();
    expect(roles).toEqual([
      { guild_id: guild?.id, role_id: guild?.roles.find((role) => role.name === 'Raid Leader')?.id },
    ]);
    const questions = await first.db.selectFrom('questions').selectAll().execute();
    expect(questions.map((question) => question.guild_id)).toEqual([guild?.id, guild?.id]);
  });

  it('gives the first community two teams, one picked by hand and one by role, with team raids', async () => {
    const [guild] = demoGuilds;
    const raider = guild?.roles.find((role) => role.name === 'Raider')?.id;
    const teams = await first.db
      .selectFrom('teams')
      .select(['id', 'name', 'role_id', 'guild_id'])
      .orderBy('name')
      .execute();
    expect(teams.map(({ name, role_id, guild_id }) => ({ name, role_id, guild_id }))).toEqual([
      { name: 'Core', role_id: null, guild_id: guild?.id },
      { name: 'Raiders', role_id: raider, guild_id: guild?.id },
    ]);
    const members = await first.db
      .selectFrom('team_members')
      .select(['team_id', 'user_id', 'by_role'])
      .where('team_id', '=', teams[1]?.id ?? 0)
      .orderBy('user_id')
      .execute();
    expect(members.map((member) => [member.user_id, member.by_role])).toEqual(
      (guild?.members ?? [])
        .filter((member) => raider && member.roles.includes(raider))
        .map((m) => [m.userId, true]),
    );
    for (const team of teams) {
      const raids = await first.db
        .selectFrom('raids')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('team_id', '=', team.id)
        .where('discord_server', '=', guild?.id ?? '')
        .executeTakeFirstOrThrow();
      expect(raids.n).toBeGreaterThan(expansionKeys.length);
    }
  });

  it.each(expansionKeys)('gives %s raids in every state', async (expansion) => {
    const raids = await first.db.selectFrom('raids').selectAll().where('expansion', '=', expansion).execute();
    const upcoming = raids.filter((raid) => showSignUpButton(raid, NOW));
    expect(upcoming).toHaveLength(3);
    expect(
      raids.filter((raid) => raidStatus(raid, NOW) === 'active' && !showSignUpButton(raid, NOW)),
    ).toHaveLength(1);
    expect(raids.filter((raid) => raidStatus(raid, NOW) === 'completed')).toHaveLength(2);
    expect(raids.filter((raid) => raidStatus(raid, NOW) === 'canceled')).toHaveLength(1);
    expect(raids.filter((raid) => raid.is_archive)).toHaveLength(3);
    for (const raid of raids) expect(raid.is_archive).toBe(raidStatus(raid, NOW) !== 'active');
    expect(raids.find((raid) => raid.canceled)?.canceled_reason).toBeTruthy();

    expect(upcoming.filter((raid) => raid.private)).toHaveLength(1);
    expect(upcoming.filter((raid) => raid.preliminary_raid_rosters && !raid.roster_approved)).toHaveLength(1);
    expect(upcoming.filter((raid) => raid.preliminary_raid_rosters && raid.roster_approved)).toHaveLength(1);
    const gdkp = raids.filter((raid) => raid.byers);
    expect(gdkp.map((raid) => raid.loot_system)).toEqual([LOOT_BIDDING_SYSTEM_ID]);
    // Buyers are made by the requirement rule: exactly the members below the logs a raid with buyers asks.
    const members = await first.db
      .selectFrom('records')
      .select(['raid_id', 'byer', 'logs'])
      .where('leader', '=', false)
      .where(
        'raid_id',
        'in',
        raids.map((raid) => raid.id),
      )
      .execute();
    const buyers = members.filter((member) => member.byer);
    expect([...new Set(buyers.map((buyer) => buyer.raid_id))]).toEqual(gdkp.map((raid) => raid.id));
    for (const member of members) {
      const required = raids.find((raid) => raid.id === member.raid_id)?.required_logs ?? 0;
      expect(member.byer).toBe((logsFigure(member.logs) ?? 0) < required);
    }
    const russian = raids.filter((raid) => raid.server === RUSSIAN_REALM_ID);
    expect(russian.map((raid) => raid.discord_server)).toEqual([demoGuilds[1]?.id]);
  });

  it.each(expansionKeys)('keeps the raid rules in %s', async (expansion) => {
    const catalogue = expansionCatalogue(expansion);
    const raids = await first.db.selectFrom('raids').selectAll().where('expansion', '=', expansion).execute();
    const roles = (await first.db.selectFrom('guild_leader_roles').select('role_id').execute()).map(
      (row) => row.role_id,
    );
    for (const raid of raids) {
      const zone = catalogue.zones.find((candidate) => candidate.id === raid.zone);
      expect(zone?.notRelevant).toBe(false);
      expect(zone?.sizes).toContain(raid.size);
      if (!zone?.hardmode) expect(raid.difficulty).toBe(NORMAL_DIFFICULTY_ID);
      if (zone?.dontAskLogs) expect(raid.required_logs).toBe(0);
      expect(raid.required_logs).toBeLessThanOrEqual(REQUIRED_LOGS_MAX);
      expect(raid.required_ilvl).toBeLessThanOrEqual(
        catalogue.gearScore ? REQUIRED_GEAR_SCORE_MAX : REQUIRED_ILVL_MAX,
      );
      expect(raid.byers || raid.required_logs > 0 || raid.required_ilvl > 0).toBe(true);
      const guild = demoGuilds.find((candidate) => candidate.id === raid.discord_server);
      const member = guild?.members.find((candidate) => candidate.userId === raid.user_id);
      expect(guild && member && isGuildLeader(guild, member, roles)).toBe(true);
      expect(raid.discord_channel).toBe(guild?.channels.find((channel) => channel.type === 0)?.id);
    }
    const relevant = catalogue.zones.filter((zone) => !zone.notRelevant).map((zone) => zone.id);
    expect(new Set(raids.map((raid) => raid.zone))).toEqual(new Set(relevant.slice(0, raids.length)));
  });

  it.each(expansionKeys)(
    'fills every %s roster within the size, one per slot and one character per user',
    async (expansion) => {
      const raids = await first.db
        .selectFrom('raids')
        .selectAll()
        .where('expansion', '=', expansion)
        .execute();
      for (const raid of raids) {
        const records = await first.db
          .selectFrom('records')
          .innerJoin('characters', 'characters.id', 'records.char_id')
          .select([
            'records.slot',
            'records.user_id',
            'records.leader',
            'records.role',
            'records.spec_id',
            'records.char_id',
            'records.status',
            'records.raid_size',
            'records.answers',
          ])
          .select([
            'characters.server',
            'characters.faction',
            'characters.spec',
            'characters.user_id as owner',
            'characters.expansion',
          ])
          .where('raid_id', '=', raid.id)
          .execute();
        const roster = records.filter((record) => record.slot > 0);
        expect(roster.length).toBeLessThanOrEqual(raid.size);
        expect(roster.every((record) => record.slot <= raid.size && record.raid_size === raid.size)).toBe(
          true,
        );
        expect(new Set(roster.map((record) => record.slot)).size).toBe(roster.length);
        expect(new Set(roster.map((record) => record.user_id)).size).toBe(roster.length);
        expect(records.filter((record) => record.leader)).toEqual([
          expect.objectContaining({ slot: 1, char_id: raid.char_id, user_id: raid.user_id }),
        ]);
        for (const record of records) {
          expect(record).toMatchObject({
            server: raid.server,
            faction: raid.faction,
            expansion,
            owner: record.user_id,
            spec_id: record.spec,
          });
          const spec = findSpec(expansion, record.spec_id);
          expect(spec && roleNumber[spec.role]).toBe(record.role);
          if (record.status === 'late') expect(record.slot).toBeGreaterThan(0);
        }
        if (showSignUpButton(raid, NOW)) {
          expect(roster.length - 1).toBeGreaterThanOrEqual(3);
          expect(records.length - roster.length).toBeGreaterThanOrEqual(1);
          expect(records.some((record) => record.status)).toBe(true);
          if (raid.discord_server === demoGuilds[0]?.id) {
            expect(
              records
                .filter((record) => !record.leader)
                .every((record) => Object.keys(record.answers).length === 2),
            ).toBe(true);
          }
        }
      }
    },
  );

  it.each(expansionKeys)(
    'never lists a %s character held by the roster of a similar raid',
    async (expansion) => {
      const raids = await first.db
        .selectFrom('raids')
        .selectAll()
        .where('expansion', '=', expansion)
        .where('canceled', '=', false)
        .execute();
      const records = await first.db
        .selectFrom('records')
        .select(['raid_id', 'char_id', 'slot'])
        .where(
          'raid_id',
          'in',
          raids.map((raid) => raid.id),
        )
        .execute();
      const catalogue = expansionCatalogue(expansion);
      for (const raid of raids) {
        const region = catalogue.servers.find((server) => server.id === raid.server)?.serverRegion ?? 'EU';
        const reset = lockoutResetFor(region, lockoutResets);
        const held = new Set(
          raids
            .filter((other) => other.id !== raid.id && areSimilarRaids({ ...other }, { ...raid }, reset))
            .flatMap((other) => records.filter((record) => record.raid_id === other.id && record.slot > 0))
            .map((record) => record.char_id),
        );
        const mine = records.filter((record) => record.raid_id === raid.id).map((record) => record.char_id);
        expect(mine.filter((charId) => held.has(charId))).toEqual([]);
      }
    },
  );

  it.each(expansionKeys)('writes the %s raid history', async (expansion) => {
    const rows = await first.db
      .selectFrom('history')
      .innerJoin('raids', 'raids.id', 'history.raid_id')
      .select([
        'history.event',
        'history.misc',
        'history.misc2',
        'history.text',
        'history.prev_char_name',
        'history.next_spec',
        'history.created_at',
        'raids.canceled',
      ])
      .where('raids.expansion', '=', expansion)
      .execute();
    const of = (event: string) => rows.filter((row) => row.event === event);
    expect(of('createRaid')).toHaveLength(7);
    expect(of('changeDate')).toEqual([
      expect.objectContaining({
        misc: expect.any(String),
        misc2: expect.any(String),
        text: expect.any(String),
      }),
    ]);
    expect(of('cancelRaid')).toEqual([expect.objectContaining({ canceled: true, text: expect.any(String) })]);
    expect(of('cancelRecord')).toEqual([
      expect.objectContaining({ prev_char_name: expect.any(String), text: expect.any(String) }),
    ]);
    expect(of('editSpec')).toEqual([
      expect.objectContaining({ prev_char_name: expect.any(String), next_spec: expect.any(String) }),
    ]);
    expect(rows.every((row) => row.created_at.getTime() <= NOW.getTime())).toBe(true);
  });

  it('has a player signed up with two characters in order on an upcoming raid, who sat out last time (issue 30)', async () => {
    const guild = demoGuilds[0]?.id ?? '';
    const waitingTeams = [];
    // In Classic every spare demo character is held by a similar raid's roster: no second choice is seeded there.
    const seeded = expansionKeys.filter((expansion) => expansion !== 'classic');
    for (const expansion of seeded) {
      const alternatives = await first.db
        .selectFrom('records')
        .innerJoin('raids', 'raids.id', 'records.raid_id')
        .select(['records.raid_id', 'records.user_id', 'raids.team_id'])
        .where('records.preference', '=', 2)
        .where('records.slot', '=', 0)
        .where('raids.date', '>', NOW)
        .where('raids.expansion', '=', expansion)
        .where('raids.discord_server', '=', guild)
        .execute();
      // What the leader's sign-up list reads: a team raid's sit-outs count over that team's raids.
      const waitingWithTwo = [];
      for (const entry of alternatives) {
        const { players } = await raidSitOuts({ db: first.db }, expansion, entry.raid_id);
        if (!players.some((standing) => standing.userID === entry.user_id && standing.satOutLastTime))
          continue;
        const choices = await first.db
          .selectFrom('records')
          .select(['preference', 'slot'])
          .where('raid_id', '=', entry.raid_id)
          .where('user_id', '=', entry.user_id)
          .orderBy('preference')
          .execute();
        if (choices.length === 2 && choices.every((choice) => choice.slot === 0)) {
          waitingWithTwo.push(choices);
          waitingTeams.push(entry.team_id);
        }
      }
      expect({ expansion, choices: waitingWithTwo[0] }).toEqual({
        expansion,
        choices: [
          { preference: 1, slot: 0 },
          { preference: 2, slot: 0 },
        ],
      });
    }
    // The sat-out player waits on a team raid: the team's sit-outs are counted over the team's raids.
    expect(waitingTeams.length).toBe(seeded.length);
    expect(waitingTeams.every((team) => team !== null)).toBe(true);
    // The plan's players with several characters in one raid have them numbered, none shares a number.
    const shared = await first.db
      .selectFrom('records')
      .select(['raid_id', 'user_id', 'preference'])
      .groupBy(['raid_id', 'user_id', 'preference'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(shared).toEqual([]);
  });

  it('plans a full world whatever the moment of the week', () => {
    for (let hours = 0; hours < 7 * 24; hours += 5) {
      const now = new Date(NOW.getTime() + hours * 3_600_000);
      for (const expansion of expansionKeys as ExpansionKey[]) {
        const plan = planDemoExpansion(expansion, now);
        expect(plan.raids.filter((raid) => raid.canceledCharacter)).toHaveLength(1);
        for (const raid of plan.raids.filter((candidate) =>
          showSignUpButton(
            { date: candidate.date, canceled: candidate.blueprint.canceledReason !== null },
            now,
          ),
        )) {
          expect(raid.records.filter((record) => record.slot > 1).length).toBeGreaterThanOrEqual(3);
          expect(raid.records.filter((record) => record.slot === 0).length).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });
});
