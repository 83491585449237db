import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { RaidPlace } from '@raid/domain/rules/raidEligibility';
import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import type { Db, Executor } from '../db/database.js';
import type { CharactersTable, Database, RaidRow } from '../db/schema.js';

export interface CharacterRaidLink {
  raid: number;
  slot: number;
  date: Date;
}

export function userCharacters(db: Db, userId: string, expansion: ExpansionKey) {
  return db
    .selectFrom('characters')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expansion', '=', expansion)
    .where('deleted', '=', false)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Upcoming, not canceled raids each character is signed up for, soonest first. */
export async function upcomingRaidsByCharacter(
  db: Db,
  characterIds: number[],
  now: Date,
): Promise<Map<number, CharacterRaidLink[]>> {
  const byCharacter = new Map<number, CharacterRaidLink[]>();
  if (characterIds.length === 0) return byCharacter;
  const rows = await db
    .selectFrom('records')
    .innerJoin('raids', 'raids.id', 'records.raid_id')
    .select(['records.char_id', 'records.slot', 'raids.id as raid', 'raids.date'])
    .where('records.char_id', 'in', characterIds)
    .where('records.suspended_by_raid_id', 'is', null)
    .where('raids.canceled', '=', false)
    .where('raids.date', '>', now)
    .orderBy('raids.date')
    .execute();
  for (const row of rows) {
    const links = byCharacter.get(row.char_id) ?? [];
    links.push({ raid: row.raid, slot: row.slot, date: row.date });
    byCharacter.set(row.char_id, links);
  }
  return byCharacter;
}

/** A live character of the expansion, or undefined. */
export function findCharacter(db: Executor, expansion: ExpansionKey, id: number) {
  return db
    .selectFrom('characters')
    .selectAll()
    .where('id', '=', id)
    .where('expansion', '=', expansion)
    .where('deleted', '=', false)
    .executeTakeFirst();
}

export function findCharacterByName(db: Db, expansion: ExpansionKey, server: number, name: string) {
  return db
    .selectFrom('characters')
    .innerJoin('users', 'users.id', 'characters.user_id')
    .select([
      'characters.id',
      'characters.user_id',
      'users.username',
      'users.global_name',
      'users.discriminator',
    ])
    .where('characters.expansion', '=', expansion)
    .where('characters.server', '=', server)
    .where((eb) => eb(eb.fn('lower', ['characters.name']), '=', name.toLowerCase()))
    .where('characters.deleted', '=', false)
    .executeTakeFirst();
}

export async function insertCharacter(db: Db, character: Insertable<CharactersTable>): Promise<number> {
  const row = await db.insertInto('characters').values(character).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCharacter(db: Executor, id: number, columns: Updateable<CharactersTable>) {
  await db.updateTable('characters').set(columns).where('id', '=', id).execute();
}

/**
 * The characters that may take part in a raid, as a filter of the query: `@raid/domain`'s rule
 * (rules/raidEligibility, isEligibleForRaid: a live character of the raid's realm and faction) written in SQL,
 * so only eligible rows are read. The rule's RaidPlace gives the values; a change of the rule changes this too.
 */
function eligibleFor(place: RaidPlace) {
  return (eb: ExpressionBuilder<Database, 'characters'>) =>
    eb.and([
      eb('characters.server', '=', place.server),
      eb('characters.faction', '=', place.faction),
      eb('characters.deleted', '=', false),
    ]);
}

/** The owner's other characters of the raid's realm and faction, with their place in this raid. */
export function otherCharactersForRaid(db: Executor, raid: RaidRow, ownerId: string, exceptCharId: number) {
  return db
    .selectFrom('characters')
    .leftJoin('records', (join) =>
      join.onRef('records.char_id', '=', 'characters.id').on('records.raid_id', '=', raid.id),
    )
    .select(['characters.id', 'characters.name', 'records.slot', 'records.id as record_id'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('change_requests')
            .select('change_requests.id')
            .whereRef('change_requests.char_id', '=', 'characters.id')
            .where('change_requests.status', '=', 'active'),
        )
        .$castTo<boolean>()
        .as('active_change_request'),
    )
    .where('characters.user_id', '=', ownerId)
    .where('characters.expansion', '=', raid.expansion)
    .where(eligibleFor(raid))
    .where('characters.id', '!=', exceptCharId)
    .orderBy('characters.name')
    .execute();
}

/** The query of the user's live characters of the raid's realm and faction among `ids` (sent with others). */
export function userCharactersForRaidQuery(
  db: Executor,
  userId: string,
  raid: RaidRow,
  ids: readonly number[],
) {
  return db
    .selectFrom('characters')
    .selectAll()
    .where('id', 'in', ids)
    .where('user_id', '=', userId)
    .where('expansion', '=', raid.expansion)
    .where(eligibleFor(raid));
}
