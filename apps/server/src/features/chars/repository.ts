import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { Db } from '../../db/database.js';
import type { CharacterRaidLink } from './presenter.js';

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
