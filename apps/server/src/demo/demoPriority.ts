import { findSpec } from '@raid/domain/catalogue/classes';
import { expansionKeys } from '@raid/domain/catalogue/expansions';
import { roleNumber, type ExpansionKey } from '@raid/domain/catalogue/types';
import { COMPLETION_DELAY_MS } from '@raid/domain/rules/raidLifecycle';
import { demoGuilds } from '@raid/stand-ins/demoWorld';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { rosterPlacesIn } from '../data/recordSlots.js';
import { similarRaidIds } from '../data/similarRaidExclusion.js';

/**
 * Priority sign-ups and fair benches in the demo (issue 30). The plan's players with several characters in one
 * raid get them numbered in the order they signed up, as the migration numbered older records. On the first
 * demo community's next raid of each expansion a player waits on the list with a second character as their
 * second choice, and that player sat out the community's latest completed raid on that realm, so the leader's list says "sat out
 * last time". Runs before the demo's attendance is written, which turns that sit-out into history.
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
  const upcoming = await raids('asc').where('date', '>', now).executeTakeFirst();
  if (!upcoming) return;
  const past = await raids('desc')
    .where('date', '<=', new Date(now.getTime() - COMPLETION_DELAY_MS))
    .where('server', '=', upcoming.server)
    .where('faction', '=', upcoming.faction)
    .executeTakeFirst();

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
