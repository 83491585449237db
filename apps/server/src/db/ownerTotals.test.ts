import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { otherRealm, realm } from '../testing/publicTablesWorld.js';
import { createCharacter, createGuild, createRaid, createRecord, createUser } from '../testing/factories.js';
import { useTestApp } from '../testing/testApp.js';

const t = useTestApp();

interface OwnerTotal {
  expansion: string;
  owner: string;
  raids: number;
  server: number | null;
  loot_system: number | null;
}

/**
 * What the leaders and communities tables showed before the summaries, aggregated from the raids themselves: per
 * expansion and leader (community), the raids, and the realm and loot system most used (ties: the lowest id).
 */
async function aggregated(owner: 'user_id' | 'discord_server'): Promise<OwnerTotal[]> {
  const column = sql.raw(owner);
  const { rows } = await sql<OwnerTotal>`
    WITH r AS (SELECT expansion, ${column} AS owner, server, loot_system FROM raids)
    SELECT counts.expansion, counts.owner, counts.raids, realm.server, loot.loot_system
    FROM (SELECT expansion, owner, count(*)::int AS raids FROM r GROUP BY 1, 2) AS counts
    JOIN (
      SELECT DISTINCT ON (expansion, owner) expansion, owner, server FROM r
      GROUP BY expansion, owner, server ORDER BY expansion, owner, count(*) DESC, server
    ) AS realm USING (expansion, owner)
    JOIN (
      SELECT DISTINCT ON (expansion, owner) expansion, owner, loot_system FROM r
      GROUP BY expansion, owner, loot_system ORDER BY expansion, owner, count(*) DESC, loot_system
    ) AS loot USING (expansion, owner)
    ORDER BY 1, 2
  `.execute(t.deps.db);
  return rows;
}

async function kept(table: 'leader_totals' | 'guild_totals'): Promise<OwnerTotal[]> {
  const owner = sql.raw(table === 'leader_totals' ? 'user_id' : 'guild_id');
  const { rows } = await sql<OwnerTotal>`
    SELECT expansion, ${owner} AS owner, raids, server, loot_system FROM ${sql.table(table)}
    WHERE raids > 0 ORDER BY 1, 2
  `.execute(t.deps.db);
  return rows;
}

async function expectSummariesMatchRaids(): Promise<void> {
  expect(await kept('leader_totals')).toEqual(await aggregated('user_id'));
  expect(await kept('guild_totals')).toEqual(await aggregated('discord_server'));
}

let day = 0;
/** Raids of one leader need distinct start times (one leader cannot lead two raids at once). */
async function raid(
  userId: string,
  guildId: string,
  overrides: { expansion?: 'wotlk' | 'cata'; server?: number; loot_system?: number } = {},
) {
  const char = await createCharacter(t.deps.db, userId, { expansion: overrides.expansion ?? 'wotlk' });
  return createRaid(
    t.deps.db,
    { userId, charId: char.id },
    {
      discord_server: guildId,
      date: new Date(Date.UTC(2031, 0, 1) + ++day * 86_400_000),
      ...overrides,
    },
  );
}

describe("the leaders' and communities' summaries", () => {
  it('equal the aggregate of the raids after creates, edits, cancels, sign-ups and deletes', async () => {
    const [alpha, bravo] = [await createUser(t.deps.db), await createUser(t.deps.db)];
    const first = await createGuild(t.deps.db, { owner_id: alpha.id });
    const second = await createGuild(t.deps.db, { owner_id: bravo.id });
    const guild = (created: typeof first) => created?.id ?? '';

    const a1 = await raid(alpha.id, guild(first), { server: otherRealm, loot_system: 2 });
    const a2 = await raid(alpha.id, guild(first), { server: realm, loot_system: 1 });
    const b1 = await raid(bravo.id, guild(second), { server: realm, loot_system: 3 });
    await raid(alpha.id, guild(second), { expansion: 'cata' });
    await expectSummariesMatchRaids();
    // A tie between two realms: the lowest id is shown.
    const [low, high] = [Math.min(realm, otherRealm), Math.max(realm, otherRealm)];
    expect(await kept('leader_totals')).toContainEqual({
      expansion: 'wotlk',
      owner: alpha.id,
      raids: 2,
      server: low,
      loot_system: 1,
    });

    // Edits: another realm breaks the tie, another loot system, the raid handed to another leader and moved
    // to another community, another expansion.
    const raids = (id: number) => t.deps.db.updateTable('raids').where('id', '=', id);
    await raids(a1.id)
      .set({ server: high === otherRealm ? otherRealm : realm })
      .execute();
    await raids(a2.id).set({ server: high, loot_system: 2 }).execute();
    await expectSummariesMatchRaids();
    await raids(b1.id)
      .set({ user_id: alpha.id, discord_server: guild(first) })
      .execute();
    await expectSummariesMatchRaids();
    await raids(a2.id).set({ expansion: 'cata' }).execute();
    await expectSummariesMatchRaids();

    // Sign-ups and their removal, a cancel and an archive leave the counts alone (canceled raids count).
    const player = await createUser(t.deps.db);
    const char = await createCharacter(t.deps.db, player.id);
    const record = await createRecord(t.deps.db, a1, { charId: char.id, userId: player.id });
    await raids(a1.id).set({ canceled: true, canceled_reason: 'No tanks' }).execute();
    await raids(b1.id).set({ is_archive: true }).execute();
    await t.deps.db.deleteFrom('records').where('id', '=', record.id).execute();
    await expectSummariesMatchRaids();

    // Deletes, down to no raids at all for a leader and a community in an expansion.
    await t.deps.db.deleteFrom('raids').where('id', 'in', [a1.id, b1.id]).execute();
    await expectSummariesMatchRaids();
    const wotlkLeaders = (await kept('leader_totals')).filter((row) => row.expansion === 'wotlk');
    expect(wotlkLeaders.map((row) => row.owner)).not.toContain(bravo.id);
    const emptied = await t.deps.db
      .selectFrom('guild_totals')
      .selectAll()
      .where('guild_id', '=', guild(second))
      .where('expansion', '=', 'wotlk')
      .executeTakeFirst();
    expect(emptied).toMatchObject({ raids: 0, server: null, loot_system: null });
  });

  it('equal the aggregate after raids of one leader and community created and moved at once', async () => {
    const leader = await createUser(t.deps.db);
    const others = await Promise.all([1, 2, 3].map(() => createUser(t.deps.db)));
    const community = await createGuild(t.deps.db, { owner_id: leader.id });
    const guildId = community?.id ?? '';
    const realms = [realm, otherRealm];
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        raid(leader.id, guildId, { server: realms[index % 2], loot_system: 1 + (index % 3) }),
      ),
    );
    await expectSummariesMatchRaids();
    await Promise.all(
      created.map((row, index) =>
        t.deps.db
          .updateTable('raids')
          .set(
            index % 3 === 0
              ? { user_id: others[index % others.length]?.id ?? leader.id }
              : { server: realms[(index + 1) % 2], loot_system: 3 - (index % 3) },
          )
          .where('id', '=', row.id)
          .execute(),
      ),
    );
    await expectSummariesMatchRaids();
    await Promise.all(
      created.slice(0, 6).map((row) => t.deps.db.deleteFrom('raids').where('id', '=', row.id).execute()),
    );
    await expectSummariesMatchRaids();
  });

  it('are rebuilt the same by recount_list_counters()', async () => {
    const before = [await kept('leader_totals'), await kept('guild_totals')];
    await sql`SELECT recount_list_counters()`.execute(t.deps.db);
    expect([await kept('leader_totals'), await kept('guild_totals')]).toEqual(before);
    await expectSummariesMatchRaids();
  });
});
