import { findSpec } from '@raid/domain/catalogue/classes';
import { expansionKeys } from '@raid/domain/catalogue/expansions';
import { roleNumber, type ExpansionKey } from '@raid/domain/catalogue/types';
import { COMPLETION_DELAY_MS } from '@raid/domain/rules/raidLifecycle';
import { demoGuilds } from '@raid/stand-ins/demoWorld';
import { sql, type Selectable, type Transaction } from 'kysely';
import type { Database, RaidsTable } from '../db/schema.js';
import { rosterPlacesIn } from '../data/recordSlots.js';
import { similarRaidIds } from '../data/similarRaidExclusion.js';

/**
 * Priority sign-ups and fair benches in the demo (issue 30). The plan's players with several characters in one
 * raid get them numbered in the order they signed up, as the migration numbered older records. On the first
 * demo community's next team raid of each expansion whose team has a completed raid (else its next raid) a player
 * waits on the list with a second character as their second choice, and that player sat out the latest completed
 * raid of that team (of the community for a raid without a team) on that realm, so the leader's list says "sat
 * out last time". Runs after the demo's teams are given their raids and before the demo's attendance is written,
 * which turns that sit-out into history.
 */
export async function seedDemoPriority(trx: Transaction<Database>, now: Date): Promise<void> {
  await sql`
    UPDATE records SET preference = ordered.position
    FROM (
      SELECT id, row_number() OVER (PARTITION BY raid_id, user_id ORDER BY created_at, id) AS position
      FROM records
    ) AS ordered
    WHERE records.id = ordered.id AND ordered.position > 1
  `.execute(trx);
  for (const expansion of expansionKeys) await seedWaitingChoices(trx, expansion, now);
}

/** In one expansion: the player waiting with two choices on the next raid, who sat out the last one. */
async function seedWaitingChoices(trx: Transaction<Database>, expansion: ExpansionKey, now: Date) {
  const guild = demoGuilds[0]?.id ?? '';
  const raids = (direction: 'asc' | 'desc') =>
    trx
      .selectFrom('raids')
      .selectAll()
      .where('expansion', '=', expansion)
      .where('discord_server', '=', guild)
      .where('canceled', '=', false)
      .orderBy('date', direction);
  // The sign-up list counts a team raid's sit-outs over its team's raids (features/benches), so the raid the
  // player sat out is the latest completed one of the upcoming raid's team, or of the community for a raid without
  // a team; the first upcoming raid that has one is chosen, a team's before the community's.
  const lastCompleted = (upcoming: Selectable<RaidsTable>) => {
    let query = raids('desc')
      .where('date', '<=', new Date(now.getTime() - COMPLETION_DELAY_MS))
      .where('server', '=', upcoming.server)
      .where('faction', '=', upcoming.faction);
    if (upcoming.team_id !== null) query = query.where('team_id', '=', upcoming.team_id);
    return query.executeTakeFirst();
  };
  const upcomingRaids = await raids('asc').where('date', '>', now).execute();
  let upcoming = upcomingRaids[0];
  let past: Selectable<RaidsTable> | undefined;
  // Team raids first: the demo shows the team's own count where the teams have raids.
  const teamsFirst = [
    ...upcomingRaids.filter((raid) => raid.team_id !== null),
    ...upcomingRaids.filter((raid) => raid.team_id === null),
  ];
  for (const candidate of teamsFirst) {
    past = await lastCompleted(candidate);
    if (past) {
      upcoming = candidate;
      break;
    }
  }
  if (!upcoming) return;

  // Players with one character in the raid, who lead neither raid: the demo's rosters take in most players, so
  // the chosen one is moved back to the list to wait there with an alternative.
  const entered = await trx
    .selectFrom('records')
    .select(['id', 'user_id', 'slot', 'status', 'answers'])
    .where('raid_id', '=', upcoming.id)
    .orderBy('slot')
    .orderBy('user_id')
    .execute();
  const single = entered.filter(
    (entry) =>
      entry.user_id !== upcoming.user_id &&
      entry.user_id !== past?.user_id &&
      entered.filter((other) => other.user_id === entry.user_id).length === 1,
  );
  const spares = await trx
    .selectFrom('characters')
    .selectAll()
    .where('expansion', '=', expansion)
    .where('server', '=', upcoming.server)
    .where('faction', '=', upcoming.faction)
    .where('deleted', '=', false)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('records')
            .select('records.id')
            .whereRef('records.char_id', '=', 'characters.id')
            .where('records.raid_id', '=', upcoming.id),
        ),
      ),
    )
    .orderBy('id')
    .execute();
  // A character a similar raid's roster holds would be off this raid's list (SPEC section 4 "Roster").
  const held = await rosterPlacesIn(
    trx,
    await similarRaidIds(trx, upcoming),
    spares.map((character) => character.id),
  );
  const free = spares.filter((character) => !held.has(character.id));
  const player = single.find((entry) => free.some((character) => character.user_id === entry.user_id));
  const spare = free.find((character) => character.user_id === player?.user_id);
  if (!player || !spare) return;

  const recordOf = (raid: { id: number; size: number }) => {
    const spec = findSpec(expansion, spare.spec);
    return {
      raid_id: raid.id,
      raid_size: raid.size,
      char_id: spare.id,
      user_id: spare.user_id,
      slot: 0,
      spec_id: spare.spec,
      role: spec ? roleNumber[spec.role] : roleNumber.dps,
      logs: spare.logs,
      ilvl: spare.ilvl,
    };
  };
  await trx
    .updateTable('records')
    .set({ slot: 0, status: player.status === 'late' ? null : player.status })
    .where('id', '=', player.id)
    .execute();
  await trx
    .insertInto('records')
    .values({ ...recordOf(upcoming), preference: 2, answers: JSON.stringify(player.answers) })
    .execute();

  if (!past) return;
  const satOut = await trx
    .selectFrom('records')
    .select('id')
    .where('raid_id', '=', past.id)
    .where('user_id', '=', player.user_id)
    .orderBy('id')
    .execute();
  if (satOut.length > 0) {
    const ids = satOut.map((record) => record.id);
    await trx.updateTable('records').set({ slot: 0, status: null }).where('id', 'in', ids).execute();
  } else {
    await trx.insertInto('records').values(recordOf(past)).execute();
  }
}
